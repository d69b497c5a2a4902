/** Placeholder while the screen is being built. */
export default function VerifyRoute() {
  return null;
}
