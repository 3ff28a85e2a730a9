import {
  applyDataSaver,
  DATA_SAVER_COOKIE,
  DATA_SAVER_STORAGE_KEY,
  dataSaverWanted,
  type ConnectionHints,
  type DataSaverChoice,
} from '@cvb/ui';

interface NetworkInformationLike extends ConnectionHints {
  addEventListener?: (type: 'change', listener: () => void) => void;
}

/** navigator.connection where the browser has it (Chromium on Android: Save-Data and the effective type). */
export function connectionOf(nav: Navigator = navigator): NetworkInformationLike {
  return (nav as Navigator & { connection?: NetworkInformationLike }).connection ?? {};
}

export function storedDataSaverChoice(
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
): DataSaverChoice {
  const value = storage?.getItem(DATA_SAVER_STORAGE_KEY);
  return value === 'on' || value === 'off' ? value : null;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Data saver at start: the visitor's own choice, else the browser's hints (Save-Data, 2g), followed as they change.
 * The web server may already have set it for a `Save-Data` request.
 */
export function startDataSaver(): void {
  const connection = connectionOf();
  const decide = () => dataSaverWanted(storedDataSaverChoice(), connectionOf());
  applyDataSaver(decide());
  connection.addEventListener?.('change', () => applyDataSaver(decide()));
}

/** The visitor's switch: kept on this phone, and told to the web server in a cookie (a year). */
export function chooseDataSaver(on: boolean): void {
  const choice = on ? 'on' : 'off';
  try {
    window.localStorage.setItem(DATA_SAVER_STORAGE_KEY, choice);
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
  document.cookie = `${DATA_SAVER_COOKIE}=${choice}; path=/; max-age=31536000; samesite=lax`;
  applyDataSaver(on);
}
