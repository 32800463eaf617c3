import { graphql } from '../../gql';

/** Kiosks staff can see (issue 27): a depot's kiosk tablets from their heartbeats. */
export const KioskDeviceFieldsFragment = graphql(`
  fragment KioskDeviceFields on KioskDevice {
    id
    deviceId
    name
    version
    heldEntries
    lastSeenAt
    status
    paired
  }
`);

export const KioskDevicesDocument = graphql(`
  query KioskDevices($depotId: ID!) {
    kioskDevices(depotId: $depotId) {
      depotId
      timeZone
      opensAt
      closesAt
      currentTime
      devices {
        ...KioskDeviceFields
      }
    }
  }
`);

export const RenameKioskDeviceDocument = graphql(`
  mutation RenameKioskDevice($id: ID!, $name: String) {
    renameKioskDevice(id: $id, name: $name) {
      ...KioskDeviceFields
    }
  }
`);

export const ForgetKioskDeviceDocument = graphql(`
  mutation ForgetKioskDevice($id: ID!) {
    forgetKioskDevice(id: $id)
  }
`);

export const SetDepotHoursDocument = graphql(`
  mutation SetDepotHours($depotId: ID!, $opensAt: String, $closesAt: String) {
    setDepotHours(depotId: $depotId, opensAt: $opensAt, closesAt: $closesAt) {
      depotId
      opensAt
      closesAt
    }
  }
`);

/** Issue 40: a one-time pairing code and link for a kiosk of the depot. */
export const CreateKioskPairingDocument = graphql(`
  mutation CreateKioskPairing($depotId: ID!) {
    createKioskPairing(depotId: $depotId) {
      code
      url
      expiresAt
    }
  }
`);

export const UnpairKioskDeviceDocument = graphql(`
  mutation UnpairKioskDevice($id: ID!) {
    unpairKioskDevice(id: $id) {
      ...KioskDeviceFields
    }
  }
`);
