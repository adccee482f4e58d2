import { useNavigate } from 'react-router';
import { useSaveProfile, type SaveResult } from '../athlete-data/mutations';
import type { ProfilePatch } from '../athlete-data/types';
import { toastSuccess } from '../app/toast/toast-store';

/** After a settings save: a green toast (spec 8) and back to the parent page. */
export function useSavedAndBack(back: string) {
  const navigate = useNavigate();
  return (message = 'Saved') => {
    toastSuccess(message);
    void navigate(back);
  };
}

/**
 * A settings page's profile save: `saveAndBack(patch, action, message)` writes the patch
 * (`action` names the change for the server) and, once saved, shows `message` in a green toast
 * and goes back to `back`. It answers the save's result, whose field errors a form shows.
 */
export function useSaveProfileAndBack(back: string) {
  const { save, busy } = useSaveProfile();
  const done = useSavedAndBack(back);
  async function saveAndBack(patch: ProfilePatch, action: string, message: string): Promise<SaveResult> {
    const saved = await save(patch, action);
    if (saved.ok) done(message);
    return saved;
  }
  return { saveAndBack, busy };
}
