import { useState, type ChangeEvent } from 'react';
import { useProfile } from '../../athlete-data/queries';
import { failureOf } from '../../athlete-data/mutations';
import { toastSuccess } from '../../app/toast/toast-store';
import { useProfilePicture } from '../mutations';
import { SettingsFrame } from '../SettingsFrame';
import { usePictureUrl } from './use-picture-url';

/** The server accepts JPEG, PNG or WebP up to 5 MB (docs/api.md); checked here first. */
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function PicturePage() {
  const { data: profile } = useProfile();
  const [error, setError] = useState<string>();
  const picture = useProfilePicture();
  const [version, setVersion] = useState(0);
  const url = profile?.profilePictureUrl;
  const src = usePictureUrl(url, version);

  /** Uploads `file`, or deletes the picture (`null`). */
  function change(file: File | null, message: string) {
    picture.mutate(file, {
      onSuccess: () => {
        setVersion((v) => v + 1);
        toastSuccess(message);
      },
      onError: (caught) => failureOf(caught),
    });
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return setError('Choose a JPEG, PNG or WebP picture');
    if (file.size > MAX_BYTES) return setError('The picture may be at most 5 MB');
    setError(undefined);
    change(file, 'Picture saved');
  }

  return (
    <SettingsFrame title="Profile picture">
      <div className="avatar-edit">
        {url && src ? (
          <img
            className="avatar avatar--large"
            src={src}
            alt="Your profile picture"
            width={160}
            height={160}
          />
        ) : (
          <div className="avatar avatar--large avatar--empty" aria-label="No profile picture" role="img">
            {(profile?.firstname ?? '?').charAt(0)}
          </div>
        )}
        <label className="button button--primary file-button">
          {url ? 'Choose a new picture' : 'Upload a picture'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={handleFile}
            disabled={picture.isPending}
            aria-describedby={error ? 'picture-error' : undefined}
          />
        </label>
        {error ? (
          <p id="picture-error" className="field__error">
            {error}
          </p>
        ) : null}
        {url ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={picture.isPending}
            onClick={() => change(null, 'Picture deleted')}
          >
            Delete picture
          </button>
        ) : null}
      </div>
    </SettingsFrame>
  );
}
