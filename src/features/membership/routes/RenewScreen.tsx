import { useRoute } from 'preact-iso';
import { MembershipRenewPanel } from '../components/MembershipRenewPanel';

/** `group-renew` (`/:group/renew`): the spec names the page but no path; this one sits beside `me`. */
export default function RenewScreen() {
  const { params } = useRoute();
  return <MembershipRenewPanel group={params.group} />;
}
