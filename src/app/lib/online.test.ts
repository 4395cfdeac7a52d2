import { onlineManager } from '@tanstack/react-query';
import { installOnlineModel, reportNetworkFailure, reportNetworkSuccess } from './online';

describe('the online model', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('starts from the browser, not from "online"', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    installOnlineModel();
    expect(onlineManager.isOnline()).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('goes offline when a request fails at the network level, and back on the next success', () => {
    onlineManager.setOnline(true);
    reportNetworkFailure();
    expect(onlineManager.isOnline()).toBe(false);
    reportNetworkSuccess();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('takes no news from a request sent before the connection came back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    installOnlineModel();
    const sentWhileOffline = Date.now() - 1;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    reportNetworkFailure(sentWhileOffline);
    expect(onlineManager.isOnline()).toBe(true);
    // One sent after it failing is news: the connection claimed is not there (lie-fi).
    reportNetworkFailure();
    expect(onlineManager.isOnline()).toBe(false);
  });
});
