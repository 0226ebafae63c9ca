-- Issue 22 point 8: the USD minimums (tip_min_usd, luckycoin_min_usd) were checked trimmed but saved
-- as typed, so a group may hold ' 0.5\n' (luckycoin_min_usd has no CHECK) or '007.50', and members
-- read that text in a refusal. PUT /settings/full now refuses untrimmed text and saves the normal
-- form; this brings what is stored to that form: no white space (the characters JavaScript's trim()
-- removed when the value was checked), no leading zeros, no trailing fraction zeros. A value that is
-- still no minimum above 0 goes back to the default, 0.1 USD.

-- 1. White space at either end: ASCII, no-break and the Unicode spaces, line and paragraph
--    separators, the ideographic space (a Chinese or Japanese input method's) and the BOM.
UPDATE group_settings SET
  tip_min_usd = trim(tip_min_usd, char(9, 10, 11, 12, 13, 32, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197, 8198,
    8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288, 65279)),
  luckycoin_min_usd = trim(luckycoin_min_usd, char(9, 10, 11, 12, 13, 32, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197,
    8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288, 65279));

-- 2. Anything but digits with at most one point is no minimum: the default.
UPDATE group_settings SET tip_min_usd = '0.1'
  WHERE tip_min_usd = '' OR tip_min_usd GLOB '*[^0-9.]*' OR tip_min_usd GLOB '*.*.*' OR tip_min_usd NOT GLOB '*[0-9]*';
UPDATE group_settings SET luckycoin_min_usd = '0.1'
  WHERE luckycoin_min_usd = '' OR luckycoin_min_usd GLOB '*[^0-9.]*' OR luckycoin_min_usd GLOB '*.*.*'
    OR luckycoin_min_usd NOT GLOB '*[0-9]*';

-- 3. Trailing zeros of a fraction, then a point left bare ('0.50' → '0.5', '3.' → '3', '2.000' → '2').
UPDATE group_settings SET tip_min_usd = rtrim(rtrim(tip_min_usd, '0'), '.') WHERE tip_min_usd GLOB '*.*';
UPDATE group_settings SET luckycoin_min_usd = rtrim(rtrim(luckycoin_min_usd, '0'), '.') WHERE luckycoin_min_usd GLOB '*.*';

-- 4. Leading zeros ('007.5' → '7.5', '.25' → '0.25'); nothing left, or zero, is no minimum above 0. One
--    expression, as tip_min_usd's CHECK holds after every statement.
UPDATE group_settings SET tip_min_usd = CASE
    WHEN ltrim(tip_min_usd, '0') NOT GLOB '*[1-9]*' THEN '0.1'
    WHEN ltrim(tip_min_usd, '0') GLOB '.*' THEN '0' || ltrim(tip_min_usd, '0')
    ELSE ltrim(tip_min_usd, '0') END;
UPDATE group_settings SET luckycoin_min_usd = CASE
    WHEN ltrim(luckycoin_min_usd, '0') NOT GLOB '*[1-9]*' THEN '0.1'
    WHEN ltrim(luckycoin_min_usd, '0') GLOB '.*' THEN '0' || ltrim(luckycoin_min_usd, '0')
    ELSE ltrim(luckycoin_min_usd, '0') END;
