let early: Promise<Response> | undefined;

/**
 * The /config request main.tsx makes as soon as it knows the page is a customer's, before any of
 * the page's code has arrived (the link's data waits for the API's address). Kept here, in a
 * module with no imports, until `publicConfig` takes it.
 */
export function setEarlyConfigRequest(response: Promise<Response>): void {
  early = response;
}

export function takeEarlyConfigRequest(): Promise<Response> | undefined {
  const response = early;
  early = undefined;
  return response;
}
