// Runs the fake Google Places service for the end-to-end server (playwright.config.ts).
import { startFakeUpstream } from '../../server/test/fake-upstream';
import { answerAsGooglePlaces, FAKE_PLACES_PORT } from './fake-google-places';

const upstream = await startFakeUpstream(answerAsGooglePlaces, FAKE_PLACES_PORT);
console.info(`fake Google Places on ${upstream.url}`);
