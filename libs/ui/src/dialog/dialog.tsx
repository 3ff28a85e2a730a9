import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useUiText } from '../ui-texts/use-ui-text';
import { useDialogFocus } from '../use-dialog-focus';
import { Backdrop, Box, CloseButton, Head } from './dialog-styles';
import { useBodyScrollLock } from './use-body-scroll-lock';

export interface DialogProps {
  /** The heading, which also names the dialog for assistive tech. */
  title: ReactNode;
  /** The close button's accessible name; "Close" in the page's language when left out. */
  closeLabel?: string;
  onClose: () => void;
  children: ReactNode;
  /** What gets focus on open (else the first control inside). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Width in px from tablets up (phones always get the full screen). */
  width?: number;
  /** Gives the heading a known id (e.g. for aria-describedby elsewhere); one is made up otherwise. */
  titleId?: string;
  /** Renders into document.body (the default), above every stacking context of the page. */
  portal?: boolean;
}

/**
 * The site's one modal: role dialog with aria-modal, labelled by its heading, focus moved in and kept inside,
 * Escape / the close button / a click on the backdrop close it, focus goes back to the opener, the page behind
 * does not scroll. Mount it to open, unmount to close.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  children,
  initialFocus,
  width = 520,
  titleId,
  portal = true,
}: DialogProps) {
  const text = useUiText();
  const madeUpId = useId();
  const headingId = titleId ?? `${madeUpId}-title`;
  const box = useRef<HTMLDivElement>(null);
  useDialogFocus(box, true, onClose, initialFocus);
  useBodyScrollLock(true);

  const dialog = (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={headingId} tabIndex={-1} $width={width}>
        <Head>
          <h2 id={headingId}>{title}</h2>
          <CloseButton
            type="button"
            aria-label={closeLabel ?? text('dialog.close', 'Close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Head>
        {children}
      </Box>
    </Backdrop>
  );
  return portal && typeof document !== 'undefined' ? createPortal(dialog, document.body) : dialog;
}
