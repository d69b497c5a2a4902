/** Placeholder while the screen is being built. */
export default function ResetPasswordRoute() {
  return null;
}
