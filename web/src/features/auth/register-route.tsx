/** Placeholder while the screen is being built. */
export default function RegisterRoute() {
  return null;
}
