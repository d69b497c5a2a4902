/** Placeholder while the screen is being built. */
export default function LoginRoute() {
  return null;
}
