import type { LearnerTimeZoneStore } from '../stores/learner-time-zone-store.ts';
import type { PushSubscriptionStore, StoredPushSubscription } from '../stores/push-subscription-store.ts';

/** What the push routes use of a learner's subscriptions. */
export type PushSubscriptions = Pick<PushSubscriptionStore, 'listOf' | 'save' | 'remove'>;
export type { StoredPushSubscription };

/** What the time-zone route and the data export use of the learner's zone and reminders sent. */
export type LearnerTimeZones = LearnerTimeZoneStore;
