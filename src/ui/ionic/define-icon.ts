// Ionic's components register their own copy of ion-icon; defining that same copy (rather than
// ionicons' package) keeps one implementation in the bundle. Ionic ships it without typings.
// @ts-expect-error -- untyped module (ambient declarations do not apply to exported subpaths).
import { defineCustomElement } from '@ionic/core/components/ion-icon.js';

export const defineIcon = defineCustomElement as () => void;
