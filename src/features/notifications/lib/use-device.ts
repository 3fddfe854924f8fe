import { useEffect, useState } from 'react';
import { ApiError } from '@/api';
import { useOnlineOnly } from '@/offline/online-only';
import { forgetDevice, saveDevice } from '../api/notifications';
import {
  DEVICE_MESSAGES,
  DeviceError,
  deviceOf,
  isAppleMobile,
  readDeviceState,
  subscribeDevice,
  type DeviceState,
} from './device';

const messageOf = (error: unknown): string =>
  error instanceof DeviceError || error instanceof ApiError ? error.message : DEVICE_MESSAGES.failed;

/**
 * "Avisar quando vender" on this device: its state, turning it on (permission, subscription, saved
 * for the signed-in user) and off. `state` is undefined while the browser answers.
 */
export function useDevice(vapidPublicKey: string | undefined) {
  const [state, setState] = useState<DeviceState>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { allowed } = useOnlineOnly();

  useEffect(() => {
    let live = true;
    void readDeviceState()
      .catch(() => ({ status: 'unsupported' as const, ios: isAppleMobile() }))
      .then((read) => live && setState(read));
    return () => {
      live = false;
    };
  }, []);

  // A device already on is saved again when the screen opens: the backend forgets a device its
  // push service refused once, and the last user to sign in here becomes its owner. Idempotent.
  const subscription = state?.status === 'on' ? state.subscription : undefined;
  useEffect(() => {
    if (!subscription || !allowed) return;
    // Quietly: the next open tries again (deviceOf throws for a browser that gave no keys).
    Promise.resolve()
      .then(() => saveDevice(deviceOf(subscription)))
      .catch(() => undefined);
  }, [subscription, allowed]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      // What the browser now says, whatever happened (a refused permission, a half-made subscription).
      setState(await readDeviceState().catch(() => ({ status: 'unsupported' as const, ios: isAppleMobile() })));
      setBusy(false);
    }
  };

  const activate = () =>
    run(async () => {
      if (!vapidPublicKey) throw new DeviceError(DEVICE_MESSAGES.failed);
      await saveDevice(deviceOf(await subscribeDevice(vapidPublicKey)));
    });

  // The backend forgets the device first; if it cannot be told, the push service's 404/410 tells
  // it at the next push, since the subscription ends here either way.
  const deactivate = () =>
    run(async () => {
      if (!subscription) return;
      await forgetDevice(subscription.endpoint).catch(() => undefined);
      await subscription.unsubscribe();
    });

  return { state, error, busy, activate, deactivate };
}
