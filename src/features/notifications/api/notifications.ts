import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '@contract/codes/notifications';
import {
  notificationList,
  notificationPreferences,
  notificationPreferencesUpdate,
  pushSubscriptionDelete,
  pushSubscriptionSave,
} from '@contract/notifications';
import { pathOf } from '@contract/endpoint';
import { api } from '@/api';
import { listQueryOptions } from '@/api/list-queries';

export const FEED_PER_PAGE = 20;

type Preferences = Record<NotificationKind, boolean>;

export const notificationQueries = {
  all: () => ['notifications'] as const,
  // The bell's list, kept for offline like the other lists (its first page).
  feed: listQueryOptions(
    ['notifications', 'feed'],
    (page, perPage, signal) => api.call(notificationList, { query: { page, perPage }, signal }),
    { staleTime: 0, meta: { persist: true, persistPages: 1 } },
  ),
  preferences: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'preferences'] as const,
      queryFn: ({ signal }) => api.call(notificationPreferences, { signal }),
      meta: { persist: true },
    }),
};

/**
 * Turns kinds on or off. The switch moves at once (the cache is set before the answer) and goes
 * back when the call fails; the answer holds every kind's value, which then replaces the cache.
 * An empty change is the "I am here" of a user who opened the notifications: from then on the
 * backend counts them as a recipient (their feed fills even with no device saved).
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const key = notificationQueries.preferences().queryKey;
  return useMutation({
    // One at a time: two switches flipped quickly are sent in order, never crossing.
    scope: { id: 'notification-preferences' },
    mutationFn: (changes: Partial<Preferences>) => api.call(notificationPreferencesUpdate, { body: changes }),
    onMutate: (changes) => {
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, { ...before, ...changes });
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}

/** This device's subscription, as the browser's `PushSubscription.toJSON()` gives it. */
export interface DeviceSubscription {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/**
 * Saves this device for the signed-in user (the same endpoint again takes the new keys and owner).
 * A 204 has nothing to parse: `request` maps errors like every call.
 */
export async function saveDevice(device: DeviceSubscription): Promise<void> {
  await api.request(pushSubscriptionSave.method, pathOf(pushSubscriptionSave), { body: device });
}

/** Forgets this device for the signed-in user. */
export async function forgetDevice(endpoint: string): Promise<void> {
  await api.remove(pathOf(pushSubscriptionDelete), { params: { endpoint } });
}
