/** Asks the shell to open its login modal (the shell listens for this window event). */
export function openLogin(): void {
  window.dispatchEvent(new CustomEvent('cvb:open-login'));
}
