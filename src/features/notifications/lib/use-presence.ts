import { useEffect } from 'react';
import { useOnlineOnly } from '@/offline/online-only';
import { useUpdatePreferences } from '../api/notifications';

/** Once per page load: the user was announced (a reload, or the next sign-in, announces again). */
let announced = false;

/**
 * The backend knows a merchant's users only by what they saved (decision 038): opening the bell
 * or the preferences sends an empty change, so from then on this user's feed fills with the
 * merchant's events even before any device is turned on.
 */
export function useAnnouncePresence(): void {
  const { allowed } = useOnlineOnly();
  const { mutate } = useUpdatePreferences();
  useEffect(() => {
    if (!allowed || announced) return;
    announced = true;
    mutate(
      {},
      {
        onError: () => {
          announced = false;
        },
      },
    );
  }, [allowed, mutate]);
}
