import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { it } from '@domain/i18n/it';
import type { Profile } from '@domain/schemas/profile';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { memberSinceDate } from '../profile-format';
import { EmailForm } from './email-form';
import { NicknameForm } from './nickname-form';
import { PasswordForm } from './password-form';

/** Nickname, email and member-since date; Modifica opens the nickname, email and password forms. */
export function ProfileInfoCard({ userId, profile }: { userId: string; profile: Profile }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card role="region" aria-labelledby="profile-info-title">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id="profile-info-title">{it.profile.infoTitle}</CardTitle>
        <Button variant="outline" size="sm" onClick={() => setIsEditing((editing) => !editing)}>
          {isEditing ? it.profile.cancel : it.profile.edit}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {!profile.nickname && (
          <p
            role="note"
            className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            {it.profile.nicknameWarning}
          </p>
        )}
        {isEditing ? (
          <div className="flex flex-col gap-6">
            <NicknameForm userId={userId} nickname={profile.nickname} onSaved={() => setIsEditing(false)} />
            <hr className="border-border" />
            <EmailForm />
            <hr className="border-border" />
            <PasswordForm />
          </div>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="text-sm font-medium text-muted-foreground">{it.profile.nickname}</dt>
            <dd data-testid="profile-nickname" className={profile.nickname ? 'font-medium' : 'text-muted-foreground italic'}>
              {profile.nickname ?? it.profile.nicknameNotSet}
            </dd>
            <dt className="text-sm font-medium text-muted-foreground">{it.profile.email}</dt>
            <dd data-testid="profile-email" className="break-all">
              {profile.email ?? ''}
            </dd>
            <dt className="text-sm font-medium text-muted-foreground">{it.profile.memberSince}</dt>
            <dd data-testid="profile-member-since">{memberSinceDate(profile.created_at)}</dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
