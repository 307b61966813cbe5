import { AUTH_LIMITS, AUTH_TEXTS, type User } from '@gro/config';
import { ACCOUNT_SCREEN_TEXTS } from '@gro/config/screens';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ErrorText, Hint, Label } from '@/components/ui/field';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { uploadAvatar } from '../api/update-avatar';
import { Avatar } from './avatar';

const texts = ACCOUNT_SCREEN_TEXTS.profile;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A file's problem before it is sent: type and size as the server checks them. */
function checkFile(file: File): string | null {
  if (!TYPES.includes(file.type)) return AUTH_TEXTS.avatarUnsupported;
  if (file.size > AUTH_LIMITS.avatarMaxBytes) return AUTH_TEXTS.avatarTooLarge;
  return null;
}

/** The profile photo: pick an image, see it in the 148 px circle, then upload it (PUT /account/avatar). */
export function AvatarUpload({ user }: { user: User }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The chosen file and its preview URL change together, in the handlers; the URL is freed when replaced or on unmount.
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const previewUrl = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;

  const setFile = (next: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next ? URL.createObjectURL(next) : null;
    setChosen(next && previewUrl.current ? { file: next, preview: previewUrl.current } : null);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? checkFile(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const handleUpload = async () => {
    if (!file) return setError(AUTH_TEXTS.avatarMissing);
    setUploading(true);
    try {
      await uploadAvatar(file);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch {
      // The API client has shown the server's message.
    } finally {
      setUploading(false);
    }
  };

  return (
    <Wrapper>
      <Avatar
        src={preview ?? user.avatar?.url}
        alt={preview ? texts.avatarPreviewAlt : texts.avatarCurrentAlt}
        firstname={user.firstname}
        lastname={user.lastname}
      />
      <Controls>
        <Label htmlFor={inputId}>{texts.avatarLabel}</Label>
        <VisuallyHidden
          as="input"
          ref={inputRef}
          id={inputId}
          type="file"
          tabIndex={-1}
          accept={TYPES.join(',')}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={handleChange}
        />
        <Buttons>
          <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()}>
            {texts.avatarChoose}
          </Button>
          <Button size="sm" onClick={() => void handleUpload()} disabled={!file} loading={uploading}>
            {uploading ? texts.avatarUploading : texts.avatarUpload}
          </Button>
        </Buttons>
        <Hint id={`${inputId}-hint`}>{texts.avatarHint}</Hint>
        {error && (
          <ErrorText id={`${inputId}-error`} role="alert">
            {error}
          </ErrorText>
        )}
      </Controls>
    </Wrapper>
  );
}
