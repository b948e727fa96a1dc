import { Smartphone } from 'lucide-react';
import type { SocialNetwork } from '../social-links';

// Lucide ships no brand marks, so Instagram and Facebook are simple outline
// glyphs drawn in the same 24-unit, 2-px stroke style.
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  if (network === 'android') return <Smartphone className={className} aria-hidden="true" />;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {network === 'instagram' ? (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
        </>
      ) : (
        <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h2.5l.5-4h-3V7.5a.5.5 0 0 1 .5-.5H16V3z" />
      )}
    </svg>
  );
}
