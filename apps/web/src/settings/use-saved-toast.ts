import { useNavigate } from 'react-router';
import { toastSuccess } from '../app/toast/toast-store';

/** After a settings save: a green toast (spec 8) and back to the parent page. */
export function useSavedAndBack(back: string) {
  const navigate = useNavigate();
  return (message = 'Saved') => {
    toastSuccess(message);
    void navigate(back);
  };
}
