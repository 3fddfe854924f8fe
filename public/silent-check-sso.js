// The silent sign-in's way back: keycloak-js, in the page that framed this one, reads the answer
// (a code, or login_required) from this address. An external file: the CSP allows no inline script.
parent.postMessage(location.href, location.origin);
