/** Placeholder while the screen is being built. */
export default function PortfolioEditorRoute() {
  return null;
}
