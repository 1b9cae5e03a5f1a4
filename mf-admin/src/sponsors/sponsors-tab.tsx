import { call, leagueDataStore, messages, NNBSP, openModal, useObservable } from '@league/shared';
import { sponsorTierLabel, sponsorTierRank } from '@league/shared/sponsors';
import { removeSponsor } from '@league/shared/contract';
import type { Sponsor } from '@league/shared/schemas';
import { AdminList, specFailure } from '../lists/admin-list';
import { useLeagueDataList } from '../lists/use-list-read';

/** /admin/commanditaires: the sponsors; add and edit through the sponsor dialog (registry 'sponsorEditor'). */
export function SponsorsTab() {
  const { sponsors } = useObservable(leagueDataStore);
  const { items, loadError } = useLeagueDataList(sponsors);
  return (
    <AdminList<Sponsor, never>
      title="Commanditaires"
      items={items}
      loadError={loadError}
      keyOf={(sponsor) => sponsor._id}
      searchText={(sponsor) => sponsor.name}
      columns={[
        {
          label: 'Logo',
          value: (sponsor) => (sponsor.logo ? <img src={sponsor.logo} alt="" width={32} height={32} /> : null),
        },
        { label: 'Nom', value: (sponsor) => sponsor.name, sort: (sponsor) => sponsor.name },
        {
          label: 'Catégorie',
          value: (sponsor) => sponsorTierLabel(sponsor.sponsorType),
          sort: (sponsor) => sponsorTierRank(sponsor.sponsorType),
        },
        {
          label: 'Équipes',
          value: (sponsor) => sponsor.affiliateTeams.join(', '),
          sort: (sponsor) => sponsor.affiliateTeams.length,
        },
      ]}
      writeKey="sponsors"
      labels={{ add: 'Ajouter un commanditaire', empty: 'Aucun commanditaire.' }}
      onAdd={() => openModal('sponsorEditor', {})}
      onEdit={(sponsor) => openModal('sponsorEditor', { sponsorId: sponsor._id })}
      remove={{
        call: (sponsor) => call(removeSponsor, { params: { id: sponsor._id } }),
        failure: () => specFailure(messages.sponsorRemoveFailed),
        success: (sponsor) => `Commanditaire ${sponsor.name} supprimé`,
        question: (sponsor) => ({
          title: `Supprimer le commanditaire ${sponsor.name}${NNBSP}?`,
          text: 'Il disparaîtra de la page des commanditaires et de l’accueil.',
          confirm: 'Supprimer',
        }),
      }}
    />
  );
}
