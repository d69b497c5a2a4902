/** Placeholder while the screen is being built. */
export default function ProfileEditorRoute() {
  return null;
}
