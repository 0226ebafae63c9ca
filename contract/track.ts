import {
  boolean, nonempty, object, optional, pattern, record, size, string, type, unknown, type Infer,
} from './struct';

/** POST /track/create body: an analytics event such as 'login' with method 'mixin' or 'wx-oauth'. */
export const TrackRequest = object({
  event: size(pattern(nonempty(string()), /^[\w.:-]+$/), 1, 64),
  method: optional(size(string(), 0, 64)),
  props: optional(record(string(), unknown())),
});
export type TrackRequest = Infer<typeof TrackRequest>;

export const TrackResult = type({ tracked: boolean() });
export type TrackResult = Infer<typeof TrackResult>;
