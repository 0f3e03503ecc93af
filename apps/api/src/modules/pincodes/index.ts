// The pincode feature's public entry: other modules import from here, never from its files.
export { PincodeInfo } from './models/pincode-info.model';
export { PincodesModule } from './pincodes.module';
export { PincodesService, type NearbyPincode } from './pincodes.service';
