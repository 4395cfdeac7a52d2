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
});
