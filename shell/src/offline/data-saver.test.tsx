import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { missingTranslations, registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { applyDataSaver, DATA_SAVER_STORAGE_KEY, dataSaverWanted, isDataSaverOn } from '@cvb/ui';
import { dataSaverTexts } from '../texts/data-saver-texts';
import { startDataSaver } from './data-saver-state';
import { DataSaverSwitch } from './data-saver-switch';
import { holdPictures, showPicture, startPictureGate } from './picture-gate';

beforeAll(() => registerNamespace('shell', dataSaverTexts));

it('has the switch’s texts in six languages', () => {
  expect(missingTranslations(dataSaverTexts)).toEqual({});
});
afterEach(() => {
  localStorage.clear();
  document.cookie = 'cvb-data-saver=; max-age=0; path=/';
  applyDataSaver(false);
  delete (navigator as Navigator & { connection?: unknown }).connection;
});

describe('when data saver is on', () => {
  it('follows the visitor’s choice first, then Save-Data or a 2g connection', () => {
    expect(dataSaverWanted(null, {})).toBe(false);
    expect(dataSaverWanted(null, { saveData: true })).toBe(true);
    expect(dataSaverWanted(null, { effectiveType: '2g' })).toBe(true);
    expect(dataSaverWanted(null, { effectiveType: 'slow-2g' })).toBe(true);
    expect(dataSaverWanted(null, { effectiveType: '4g' })).toBe(false);
    expect(dataSaverWanted('off', { saveData: true })).toBe(false);
    expect(dataSaverWanted('on', { effectiveType: '4g' })).toBe(true);
  });

  it('turns on at start when the browser reports Save-Data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    startDataSaver();
    expect(isDataSaverOn()).toBe(true);
    expect(document.documentElement).toHaveAttribute('data-data-saver', 'on');
  });
});

describe('the header switch', () => {
  it('is a toggle button reached and pressed by keyboard; it keeps the choice and tells the web server', async () => {
    const user = userEvent.setup();
    renderInRemote(<DataSaverSwitch />);
    const toggle = screen.getByRole('button', { name: 'Data saver' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'Data saver is on: pictures load only when you tap them');
    expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('on');
    expect(document.cookie).toContain('cvb-data-saver=on');
    expect(isDataSaverOn()).toBe(true);

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('off');
  });

  it('shows as on when the browser turned data saver on', () => {
    applyDataSaver(true);
    renderInRemote(<DataSaverSwitch />);
    expect(screen.getByRole('button', { name: 'Data saver' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the picture gate', () => {
  it('keeps the first picture, holds the rest and every video poster until tapped', () => {
    const main = document.createElement('main');
    main.innerHTML =
      '<img src="/a.jpg" alt="a"><img src="/b.jpg" srcset="/b2.jpg 2x" alt="b"><video poster="/p.jpg"></video>';
    expect(holdPictures(main)).toBe(2);
    const [first, second] = Array.from(main.querySelectorAll('img'));
    expect(first).toHaveAttribute('src', '/a.jpg');
    expect(second).not.toHaveAttribute('src');
    expect(second).toHaveAttribute('data-saver-src', '/b.jpg');
    expect(main.querySelector('video')).not.toHaveAttribute('poster');

    showPicture(second as Element);
    expect(second).toHaveAttribute('src', '/b.jpg');
    expect(second).toHaveAttribute('srcset', '/b2.jpg 2x');
    expect(holdPictures(main)).toBe(0);
  });

  it('holds pictures added later while data saver is on, and shows one on a tap', async () => {
    const main = document.createElement('main');
    document.body.append(main);
    let on = true;
    const stop = startPictureGate(main, () => on);
    main.innerHTML = '<img src="/a.jpg" alt="a"><img src="/b.jpg" alt="b">';
    await Promise.resolve();
    const second = main.querySelectorAll('img')[1] as HTMLImageElement;
    expect(second).toHaveAttribute('data-saver-src', '/b.jpg');
    second.click();
    expect(second).toHaveAttribute('src', '/b.jpg');
    on = false;
    main.insertAdjacentHTML('beforeend', '<img src="/c.jpg" alt="c">');
    await Promise.resolve();
    expect(main.querySelectorAll('img')[2]).toHaveAttribute('src', '/c.jpg');
    stop();
    main.remove();
  });
});
