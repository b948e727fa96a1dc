import { formatCount } from '../format';
import { withPreposition } from '../../product';
import { localise } from '../active';

export const aboutMessages = {
  title: 'Chi Siamo',
  missionTitle: 'La nostra missione',
  mission: (appName: string) =>
    `${appName} nasce per chi convive ogni giorno con allergie e intolleranze alimentari. Vogliamo che mangiare fuori torni a essere un piacere e non una fonte di preoccupazione: per questo raccogliamo le esperienze reali della community, così puoi scegliere il locale giusto con più serenità.`,
  communityTitle: 'La nostra community',
  memberCount: (count: number) => `Siamo in ${formatCount(count)}`,
  communityText:
    'Persone che ogni giorno condividono recensioni, foto e consigli per aiutarsi a mangiare fuori in sicurezza. Ogni recensione conta: più siamo, più le informazioni sono utili.',
  followUsTitle: 'Seguici',
  social: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    android: 'App Android',
  },
  socialLinkLabel: {
    instagram: (appName: string) => `Segui ${appName} su Instagram`,
    facebook: (appName: string) => `Segui ${appName} su Facebook`,
    android: (appName: string) => `Scarica l'app ${withPreposition('di', appName)} per Android`,
  },
  disclaimerTitle: 'Avvertenza',
  disclaimer: (appName: string) =>
    `${appName} raccoglie le esperienze condivise dagli utenti e non può verificare né le recensioni né i locali. ${appName} non si assume alcuna responsabilità sull'accuratezza delle informazioni pubblicate: prima di ordinare, comunica sempre le tue allergie al personale del locale.`,
} as const;

localise(aboutMessages, 'aboutMessages');
