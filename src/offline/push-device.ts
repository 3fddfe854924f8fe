/**
 * This device's Web Push subscription, as far as the browser knows it: no prompt, no network.
 * Shared by the notifications screens (src/features/notifications) and the logout, which must
 * stop the pushes of a user who leaves a shared phone.
 */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  // `pushManager` is absent where the browser has no Web Push (an iPhone outside the home screen).
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/**
 * Logout: this device stops receiving the user's notifications. Unsubscribing ends the address at
 * the push service, which then answers the backend's next push with 404/410, and the backend
 * forgets the device (decision 038): this works offline and without a token, which a call to the
 * backend at logout would not. Never rejects: a logout goes on whatever happens here.
 */
export async function stopPushOnThisDevice(): Promise<void> {
  try {
    await (await currentPushSubscription())?.unsubscribe();
  } catch (error) {
    console.warn('Falha ao desativar as notificações deste aparelho', error);
  }
}
