import { useId, useState } from 'react';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import type { CookiePreferences } from '@web/lib/consent/acceptances-storage';
import { ALL_OFF, ALL_ON } from '../use-cookie-choice';

const messages = it.consent;

type CategoryRowProps = {
  title: string;
  text: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  isLocked?: boolean;
};

function CategoryRow({ title, text, checked, onCheckedChange, isLocked = false }: CategoryRowProps) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-switch`} className="text-base">
          {title}
        </Label>
        <p id={`${id}-text`} className="text-sm text-muted-foreground">
          {text}
        </p>
        {isLocked && <p className="text-xs font-medium text-secondary-foreground">{messages.alwaysOn}</p>}
      </div>
      <Switch
        id={`${id}-switch`}
        checked={checked}
        disabled={isLocked}
        aria-describedby={`${id}-text`}
        onCheckedChange={onCheckedChange}
      />
    </li>
  );
}

type CookiePreferencesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: CookiePreferences;
  isSaving: boolean;
  onSave: (preferences: CookiePreferences) => void;
};

/** 'Gestisci preferenze': essential cookies on and locked, analytics and marketing by choice. */
export function CookiePreferencesDialog({ open, onOpenChange, initial, isSaving, onSave }: CookiePreferencesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="cookie-preferences">
        {/* Radix unmounts closed content, so each opening starts again from the saved categories. */}
        <PreferencesForm initial={initial} isSaving={isSaving} onSave={onSave} />
      </DialogContent>
    </Dialog>
  );
}

function PreferencesForm({ initial, isSaving, onSave }: Pick<CookiePreferencesDialogProps, 'initial' | 'isSaving' | 'onSave'>) {
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [marketing, setMarketing] = useState(initial.marketing);
  const { essential, analytics: analyticsText, marketing: marketingText } = messages.categories;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{messages.preferencesTitle}</DialogTitle>
        <DialogDescription>{messages.preferencesIntro}</DialogDescription>
      </DialogHeader>
      <ul className="flex flex-col gap-3">
        <CategoryRow title={essential.title} text={essential.text} checked isLocked />
        <CategoryRow title={analyticsText.title} text={analyticsText.text} checked={analytics} onCheckedChange={setAnalytics} />
        <CategoryRow title={marketingText.title} text={marketingText.text} checked={marketing} onCheckedChange={setMarketing} />
      </ul>
      {/* Refusing takes one press, as accepting does: withdrawing consent is as easy as giving it. */}
      <DialogFooter className="gap-2 sm:flex-wrap">
        <Button variant="outline" onClick={() => onSave(ALL_OFF)} disabled={isSaving}>
          {messages.rejectNonEssential}
        </Button>
        <Button variant="outline" onClick={() => onSave(ALL_ON)} disabled={isSaving}>
          {messages.acceptAll}
        </Button>
        <Button onClick={() => onSave({ analytics, marketing })} disabled={isSaving}>
          {messages.savePreferences}
        </Button>
      </DialogFooter>
    </>
  );
}
