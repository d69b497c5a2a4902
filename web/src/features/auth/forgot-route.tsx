/** Placeholder while the screen is being built. */
export default function ForgotRoute() {
  return null;
}
