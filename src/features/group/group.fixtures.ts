import type { GroupConfig, GroupPublic, GroupSettings } from './schemas';

// Shapes for tests (client and msw handlers); override per test with spread.

export function groupPublicFixture(patch: Partial<GroupPublic> = {}): GroupPublic {
  return {
    group_id: 'demo',
    client_id: 'client-demo',
    name: 'Demo Group',
    identity_number: '7000100',
    group_bio: 'A group for testing.',
    avatar_url: 'https://img.test/demo.png',
    product: { id: 'p1', status: 'normal' },
    app_info: { name: 'Demo Bot', icon_url: 'https://img.test/bot.png' },
    custom_theme: null,
    mixin_oauth_scope: 'PROFILE:READ MESSAGES:REPRESENT',
    wechat_app_id: '',
    nft_ticket_enabled: false,
    provide_public_random_invitation_codes: false,
    group_agreement_enabled: false,
    group_agreement_modal: false,
    group_agreement_url: '',
    terms_of_use_url: '',
    privacy_policies_url: '',
    ...patch,
  };
}

export function groupConfigFixture(patch: Partial<GroupConfig> = {}): GroupConfig {
  return { coupon_enabled: true, invite_to_join: false, pay_to_join: true, token_refresh_threshold: 60, ...patch };
}

export function groupSettingsFixture(patch: Partial<GroupSettings> = {}): GroupSettings {
  return {
    home_enabled: true,
    custom_enabled: false,
    'course-enabled': true,
    discussion_enabled: true,
    profile_enabled: true,
    custom_theme: null,
    group_entry_quiz_id: null,
    group_entry_disabled: false,
    group_entry_kyc_enabled: false,
    system_renew_enable: true,
    system_invite_code_required: false,
    lecturing_or_streaming_started_at: null,
    'group-mode': 'free',
    ...patch,
  };
}
