// NOTE: the Capacitor wrapper is a later issue. Until it lands the app only
// runs in a browser, so this is always false; it will return
// `Capacitor.isNativePlatform()` and switch the shell to the bottom tab bar.
export function isNativePlatform(): boolean {
  return false;
}
