/** Asks the shell's login modal to open (it listens for this window event). */
export function openLoginModal(): void {
  window.dispatchEvent(new CustomEvent('cvb:open-login'));
}
