-- The picture's shape a live stream sends (issue 14, admin/setting/stream_prepare): the admins set it
-- while preparing (a group setting, PUT /settings/full `stream_orientation`); a start takes it onto the
-- stream, so the viewers' player keeps the stream's shape even if the setting changes meanwhile.
ALTER TABLE group_settings ADD COLUMN stream_orientation TEXT NOT NULL DEFAULT 'landscape'
  CHECK (stream_orientation IN ('landscape', 'portrait'));
ALTER TABLE streams ADD COLUMN orientation TEXT NOT NULL DEFAULT 'landscape'
  CHECK (orientation IN ('landscape', 'portrait'));
