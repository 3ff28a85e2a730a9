import type { EmbedHandle, EmbedOptions, LoadEmbed } from './embed-loader';

type Callbacks = Pick<EmbedOptions, 'onNavigate' | 'onLead' | 'theme'>;

/**
 * The part of the page where the tractors/infra remote lives. `show` mounts it (or moves it to another path),
 * `hide` unmounts it; when the remote cannot be loaded, `onUnavailable` draws the site's own fallback.
 */
export class EmbedSection {
  private handle: EmbedHandle | null = null;
  private mounting: Promise<EmbedHandle | null> | null = null;
  private element: HTMLElement | null = null;

  constructor(
    private readonly loadEmbed: LoadEmbed,
    private readonly apiBase: string,
    private readonly callbacks: Callbacks,
    private readonly onUnavailable: (container: HTMLElement, retry: () => void) => void,
  ) {}

  get mounted(): boolean {
    return this.handle !== null;
  }

  /** The language prefix of the addresses the mounted embed makes (`/hi`, or ''). */
  private basePath = '';

  /** `path` without the language prefix; `basePath` is the prefix (a new prefix mounts the embed again). */
  async show(
    container: HTMLElement,
    path: string,
    locale: EmbedOptions['locale'],
    basePath = '',
  ): Promise<void> {
    if ((this.handle || this.mounting) && basePath !== this.basePath) this.hide();
    this.basePath = basePath;
    if (this.handle) this.handle.navigate(path);
    else await this.mount(container, path, locale);
  }

  async setLocale(locale: EmbedOptions['locale']): Promise<void> {
    await this.handle?.update({ locale });
  }

  hide(): void {
    this.handle?.unmount();
    this.handle = null;
    this.mounting = null;
    this.element?.remove();
    this.element = null;
  }

  private mount(container: HTMLElement, path: string, locale: EmbedOptions['locale']) {
    this.mounting ??= this.loadAndMount(container, path, locale);
    return this.mounting;
  }

  private async loadAndMount(container: HTMLElement, path: string, locale: EmbedOptions['locale']) {
    const element = document.createElement('div');
    element.className = 'site-embed';
    container.replaceChildren(element);
    this.element = element;
    try {
      const embed = await this.loadEmbed();
      if (this.element !== element) return null;
      const handle = await embed.mount(element, {
        path,
        locale,
        basePath: this.basePath,
        apiBase: this.apiBase,
        ...this.callbacks,
      });
      if (this.element !== element) {
        handle.unmount();
        return null;
      }
      this.handle = handle;
      return handle;
    } catch (error) {
      console.error('[main-site] the tractors/infra listings could not be loaded', error);
      this.mounting = null;
      if (this.element === element) {
        this.onUnavailable(element, () => void this.retry(container, path, locale));
      }
      return null;
    }
  }

  private async retry(container: HTMLElement, path: string, locale: EmbedOptions['locale']) {
    const { basePath } = this;
    this.hide();
    await this.show(container, path, locale, basePath);
  }
}
