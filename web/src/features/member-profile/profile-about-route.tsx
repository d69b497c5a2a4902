/** Placeholder while the screen is being built. */
export default function ProfileAboutRoute() {
  return null;
}
