import { useRef } from 'react';

type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Radix gives focus back to a dialog's Trigger only; our dialogs are mostly
 * opened by other controls (a row's delete button, Salva), so focus fell to
 * <body>. This remembers what had focus when the dialog opened and returns
 * to it on close; when that control is gone (the deleted row), to the page's
 * main region.
 */
export function useReturnFocusToOpener({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Runs before focus moves into the dialog.
      opener.current = focusedOpener();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      returnFocusTo(opener.current);
    },
  };
}

/** What has focus as a dialog opens, unless nothing does (the page's <body>). */
export function focusedOpener(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
}

/** Focus back to the dialog's opener; to the page's main region when there was none or it is gone. */
export function returnFocusTo(opener: HTMLElement | null): void {
  const target = opener?.isConnected ? opener : document.getElementById('main');
  target?.focus();
}
