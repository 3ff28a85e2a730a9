import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../common/failure-message';
import { fileToBase64 } from './file-to-base64';

/** What a sheet's upload is doing: the API checking it, or taking it for good (import, apply). */
export type SheetBusy = 'checking' | 'sending' | null;

/** The sheet as the import calls carry it in JSON. */
export interface SheetContent {
  fileName: string;
  contentBase64: string;
}

export interface SheetUpload<Result> {
  file: File | null;
  result: Result | null;
  problem: string | null;
  busy: SheetBusy;
  /** A file picked (or none): the last answer and problem go. */
  choose: (file: File | null) => void;
  /** Sends the file to be checked (`commit` false) or taken for good. */
  send: (commit: boolean) => Promise<void>;
}

/**
 * An uploaded sheet (the lead import, the price list): a file too large is refused before it is read, the API's
 * refusal shows as the problem, and the answer of the last check or commit is kept until another file is picked.
 */
export function useSheetUpload<Result>({
  maxBytes,
  tooBig,
  upload,
}: {
  maxBytes: number;
  /** What the editor reads for a file over `maxBytes`. */
  tooBig: string;
  upload: (sheet: SheetContent, commit: boolean) => Promise<Result>;
}): SheetUpload<Result> {
  const { t } = useTranslation('admin');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<SheetBusy>(null);

  async function send(commit: boolean) {
    if (!file) return;
    if (file.size > maxBytes) {
      setProblem(tooBig);
      return;
    }
    setBusy(commit ? 'sending' : 'checking');
    setProblem(null);
    try {
      setResult(await upload({ fileName: file.name, contentBase64: await fileToBase64(file) }, commit));
    } catch (error) {
      setProblem(failureMessage(error) ?? t('form.failed'));
    } finally {
      setBusy(null);
    }
  }

  function choose(next: File | null) {
    setFile(next);
    setResult(null);
    setProblem(null);
  }

  return { file, result, problem, busy, choose, send };
}
