/** Placeholder while the screen is being built. */
export default function ProfilePortfolioRoute() {
  return null;
}
