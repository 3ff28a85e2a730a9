import type { FormEvent } from 'react';
import { Button } from '@cvb/ui';
import { Actions, Field, Notice } from '../../common/form-parts';
import type { SheetUpload } from './use-sheet-upload';

const SHEET_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetPickerProps<Result> {
  upload: SheetUpload<Result>;
  /** The file input's label, the check button's words and its words while the API checks. */
  label: string;
  check: string;
  checking: string;
}

/** Pick a CSV or XLSX sheet and have the API check it; its refusal shows below as an alert. */
export function SheetPicker<Result>({ upload, label, check, checking }: SheetPickerProps<Result>) {
  function submit(event: FormEvent) {
    event.preventDefault();
    void upload.send(false);
  }
  return (
    <>
      <form onSubmit={submit}>
        <Field>
          {label}
          <input
            type="file"
            accept={SHEET_TYPES}
            onChange={(event) => upload.choose(event.target.files?.[0] ?? null)}
          />
        </Field>
        <Actions>
          <Button type="submit" disabled={!upload.file || upload.busy !== null}>
            {upload.busy === 'checking' ? checking : check}
          </Button>
        </Actions>
      </form>
      {upload.problem && (
        <Notice $tone="danger" role="alert">
          {upload.problem}
        </Notice>
      )}
    </>
  );
}
