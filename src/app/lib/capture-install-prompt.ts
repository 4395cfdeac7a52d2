import { captureInstallPrompt } from './install-offer';

// Imported first by the entry, so the listener exists before the app's own start-up work.
captureInstallPrompt();
