/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUserFields on User {\n    id\n    username\n    name\n    email\n    department\n    role\n    tenantId\n    tenantName\n    depot {\n      id\n      code\n    }\n    language\n    ownLanguage\n    tenantLanguage\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n  \n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query AgreementVersions($tenantId: ID) {\n    agreementVersions(tenantId: $tenantId) {\n      id\n      kind\n      number\n      savedAt\n      savedByName\n      askAgain\n      isDefault\n      words {\n        key\n        text\n      }\n    }\n  }\n": typeof types.AgreementVersionsDocument,
    "\n  query VisitAgreement($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId\n      attendanceId\n      timeZone\n      agreementVersionId\n      agreementVersionNumber\n      agreementSavedAt\n      answers {\n        key\n        question\n        answer\n      }\n    }\n  }\n": typeof types.VisitAgreementDocument,
    "\n  query ApiKeys($tenantId: ID) {\n    apiKeys(tenantId: $tenantId) {\n      id\n      name\n      scopes\n      depotId\n      depotCode\n      hint\n      createdAt\n      createdBy\n      expiresAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query ApiKeyDepots($tenantId: ID) {\n    depots(tenantId: $tenantId) {\n      id\n      code\n    }\n  }\n": typeof types.ApiKeyDepotsDocument,
    "\n  query PendingApprovals($depotId: ID) {\n    pendingApprovals(depotId: $depotId) {\n      id\n      depotId\n      depotCode\n      status\n      reasons\n      personName\n      company\n      hostName\n      requestedAt\n      expiresAt\n    }\n  }\n": typeof types.PendingApprovalsDocument,
    "\n  mutation DecideWalkIn($id: ID!, $approve: Boolean!) {\n    decideWalkIn(id: $id, approve: $approve) {\n      id\n      status\n      personName\n      failure\n    }\n  }\n": typeof types.DecideWalkInDocument,
    "\n  subscription WalkInApprovalChanged($depotId: ID!) {\n    walkInApprovalChanged(depotId: $depotId) {\n      approvalId\n      depotId\n      status\n      personName\n      at\n    }\n  }\n": typeof types.WalkInApprovalChangedDocument,
    "\n  fragment DepotApprovalRuleFields on DepotApprovalRule {\n    depotId\n    rule\n    timeoutSeconds\n  }\n": typeof types.DepotApprovalRuleFieldsFragmentDoc,
    "\n  query DepotApprovalRule($depotId: ID!) {\n    depotApprovalRule(depotId: $depotId) {\n      ...DepotApprovalRuleFields\n    }\n  }\n": typeof types.DepotApprovalRuleDocument,
    "\n  mutation SetDepotApprovalRule($depotId: ID!, $rule: ApprovalRule!, $timeoutSeconds: Int!) {\n    setDepotApprovalRule(depotId: $depotId, rule: $rule, timeoutSeconds: $timeoutSeconds) {\n      ...DepotApprovalRuleFields\n    }\n  }\n": typeof types.SetDepotApprovalRuleDocument,
    "\n  query ApprovalByLink($id: ID!, $token: String!) {\n    approvalByLink(id: $id, token: $token) {\n      id\n      status\n      personName\n      company\n      hostName\n      depotCode\n      reasons\n      expiresAt\n    }\n  }\n": typeof types.ApprovalByLinkDocument,
    "\n  mutation DecideWalkInByLink($id: ID!, $token: String!, $approve: Boolean!) {\n    decideWalkInByLink(id: $id, token: $token, approve: $approve) {\n      id\n      status\n      failure\n    }\n  }\n": typeof types.DecideWalkInByLinkDocument,
    "\n  query AuditTrail($filter: AuditFilterInput, $page: AuditPageInput) {\n    auditTrail(filter: $filter, page: $page) {\n      total\n      totalExact\n      page\n      pageSize\n      rows {\n        id\n        at\n        actorUsername\n        action\n        operation\n        targetType\n        targetId\n        ip\n        changes {\n          field\n          before\n          after\n          masked\n        }\n      }\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  mutation ExportAuditTrail($filter: AuditFilterInput) {\n    exportAuditTrail(filter: $filter) {\n      ...ExportJobFields\n    }\n  }\n": typeof types.ExportAuditTrailDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n  \n": typeof types.LoginDocument,
    "\n  mutation SetMyLanguage($language: String) {\n    setMyLanguage(language: $language) {\n      ...SessionUserFields\n    }\n  }\n  \n": typeof types.SetMyLanguageDocument,
    "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query ResetLinkValid($token: String!, $username: String!) {\n    resetLinkValid(token: $token, username: $username)\n  }\n": typeof types.ResetLinkValidDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      next\n      challenge\n      session {\n        token\n        user {\n          ...SessionUserFields\n        }\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignInWithCode($challenge: String!, $code: String!) {\n    signInWithCode(challenge: $challenge, code: $code) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.SignInWithCodeDocument,
    "\n  mutation StartTotpEnrolment($challenge: String) {\n    startTotpEnrolment(challenge: $challenge) {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n": typeof types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!, $challenge: String) {\n    confirmTotpEnrolment(code: $code, challenge: $challenge) {\n      recoveryCodes\n      session {\n        token\n        user {\n          ...SessionUserFields\n        }\n      }\n    }\n  }\n": typeof types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($password: String!, $code: String!) {\n    disableTotp(password: $password, code: $code)\n  }\n": typeof types.DisableTotpDocument,
    "\n  query MyTwoStep {\n    me {\n      id\n      role\n      totpEnabled\n      totpRequired\n    }\n  }\n": typeof types.MyTwoStepDocument,
    "\n  mutation SetTenantRequireTotp($required: Boolean!) {\n    setTenantRequireTotp(required: $required) {\n      tenantId\n      requireTotp\n    }\n  }\n": typeof types.SetTenantRequireTotpDocument,
    "\n  query SsoProvider($tenantId: ID!) {\n    ssoProvider(tenantId: $tenantId) {\n      tenantId\n      tenantName\n    }\n  }\n": typeof types.SsoProviderDocument,
    "\n  mutation StartOidcSignIn($tenantId: ID!) {\n    startOidcSignIn(tenantId: $tenantId)\n  }\n": typeof types.StartOidcSignInDocument,
    "\n  mutation CompleteOidcSignIn($callback: String!) {\n    completeOidcSignIn(callback: $callback) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.CompleteOidcSignInDocument,
    "\n  query StaffSignInSettings {\n    staffSignInSettings {\n      tenantId\n      tenantName\n      requireTotp\n      oidcIssuer\n      oidcClientId\n      oidcClientSecretSet\n      oidcRedirectUri\n      ssoLoginUrl\n    }\n  }\n": typeof types.StaffSignInSettingsDocument,
    "\n  mutation SetTenantSso($input: TenantSsoInput!) {\n    setTenantSso(input: $input) {\n      tenantId\n      oidcIssuer\n      oidcClientId\n      oidcClientSecretSet\n    }\n  }\n": typeof types.SetTenantSsoDocument,
    "\n  query ChannelSettings($tenantId: ID) {\n    channelSettings(tenantId: $tenantId) {\n      tenantId\n      sms {\n        hint\n        updatedAt\n      }\n      slackBot {\n        hint\n      }\n      depots {\n        depotId\n        depotCode\n        teams {\n          hint\n        }\n        slack {\n          hint\n        }\n      }\n    }\n  }\n": typeof types.ChannelSettingsDocument,
    "\n  mutation SetSmsProvider($input: SetSmsProviderInput!) {\n    setSmsProvider(input: $input) {\n      hint\n    }\n  }\n": typeof types.SetSmsProviderDocument,
    "\n  mutation SetSlackBot($input: SetSlackBotInput!) {\n    setSlackBot(input: $input) {\n      hint\n    }\n  }\n": typeof types.SetSlackBotDocument,
    "\n  mutation SetDepotChannel($input: SetDepotChannelInput!) {\n    setDepotChannel(input: $input) {\n      hint\n    }\n  }\n": typeof types.SetDepotChannelDocument,
    "\n  mutation RemoveChannelProvider($input: RemoveChannelProviderInput!) {\n    removeChannelProvider(input: $input)\n  }\n": typeof types.RemoveChannelProviderDocument,
    "\n  fragment MyChannelsFields on MyChannels {\n    phone\n    slackMemberId\n    teamsWorkflowHint\n    choices {\n      kind\n      channels\n      always\n      chosen\n    }\n  }\n": typeof types.MyChannelsFieldsFragmentDoc,
    "\n  query MyChannels {\n    myChannels {\n      ...MyChannelsFields\n    }\n  }\n": typeof types.MyChannelsDocument,
    "\n  mutation SetMyChannels($input: SetMyChannelsInput!) {\n    setMyChannels(input: $input) {\n      ...MyChannelsFields\n    }\n  }\n": typeof types.SetMyChannelsDocument,
    "\n  query ChannelDeliveries($tenantId: ID, $page: Int) {\n    channelDeliveries(tenantId: $tenantId, page: $page) {\n      total\n      pages\n      page\n      deliveries {\n        id\n        channel\n        kind\n        depotCode\n        recipient\n        subject\n        status\n        attempts\n        lastError\n        createdAt\n      }\n    }\n  }\n": typeof types.ChannelDeliveriesDocument,
    "\n  query DocumentTypes($tenantId: ID) {\n    documentTypes(tenantId: $tenantId) {\n      id\n      name\n      blocksClockIn\n      roleIds\n      forPartners\n      forVisitors\n      visitReasonIds\n    }\n  }\n": typeof types.DocumentTypesDocument,
    "\n  mutation AddDocumentType($input: AddDocumentTypeInput!) {\n    addDocumentType(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AddDocumentTypeDocument,
    "\n  mutation RemoveDocumentType($id: ID!, $tenantId: ID) {\n    removeDocumentType(id: $id, tenantId: $tenantId)\n  }\n": typeof types.RemoveDocumentTypeDocument,
    "\n  fragment PartnerDocumentRowFields on PartnerDocumentRow {\n    partnerId\n    partnerName\n    organisation\n    workId\n    depotCode\n    documentTypeId\n    documentTypeName\n    blocksClockIn\n    documentId\n    fileName\n    expiresOn\n    status\n  }\n": typeof types.PartnerDocumentRowFieldsFragmentDoc,
    "\n  query PartnerDocuments($partnerId: ID!) {\n    partnerDocuments(partnerId: $partnerId) {\n      ...PartnerDocumentRowFields\n    }\n  }\n": typeof types.PartnerDocumentsDocument,
    "\n  query DocumentsNeedingAttention($depotId: ID) {\n    documentsNeedingAttention(depotId: $depotId) {\n      ...PartnerDocumentRowFields\n    }\n  }\n": typeof types.DocumentsNeedingAttentionDocument,
    "\n  mutation RemovePartnerDocument($id: ID!) {\n    removePartnerDocument(id: $id)\n  }\n": typeof types.RemovePartnerDocumentDocument,
    "\n  query VisitDocuments($visitId: ID!) {\n    visitDocuments(visitId: $visitId) {\n      documentTypeId\n      name\n      documentId\n      fileName\n      uploadedAt\n    }\n  }\n": typeof types.VisitDocumentsDocument,
    "\n  fragment SafeLinkFields on SafeLink {\n    firstName\n    depotCode\n    tenantName\n    assemblyPoint\n    language\n    state\n    markedAt\n  }\n": typeof types.SafeLinkFieldsFragmentDoc,
    "\n  query SafeLink($token: String!) {\n    safeLink(token: $token) {\n      ...SafeLinkFields\n    }\n  }\n": typeof types.SafeLinkDocument,
    "\n  mutation MarkSelfSafe($token: String!) {\n    markSelfSafe(token: $token) {\n      ...SafeLinkFields\n    }\n  }\n": typeof types.MarkSelfSafeDocument,
    "\n  query DepotAssemblyPoint($depotId: ID!) {\n    depotAssemblyPoint(depotId: $depotId)\n  }\n": typeof types.DepotAssemblyPointDocument,
    "\n  query DepotMusterKiosk($depotId: ID!) {\n    depotMusterKiosk(depotId: $depotId)\n  }\n": typeof types.DepotMusterKioskDocument,
    "\n  mutation SetDepotMusterKiosk($depotId: ID!, $on: Boolean!) {\n    setDepotMusterKiosk(depotId: $depotId, on: $on)\n  }\n": typeof types.SetDepotMusterKioskDocument,
    "\n  mutation SetDepotAssemblyPoint($depotId: ID!, $text: String) {\n    setDepotAssemblyPoint(depotId: $depotId, text: $text)\n  }\n": typeof types.SetDepotAssemblyPointDocument,
    "\n  query KioskEvacuation($depotId: ID!) {\n    kioskEvacuation(depotId: $depotId) {\n      startedAt\n      assemblyPoint\n      muster\n    }\n  }\n": typeof types.KioskEvacuationDocument,
    "\n  query KioskMusterPeople($depotId: ID!, $search: String) {\n    kioskMusterPeople(depotId: $depotId, search: $search) {\n      entryId\n      label\n    }\n  }\n": typeof types.KioskMusterPeopleDocument,
    "\n  mutation KioskMarkSafe($input: KioskMarkSafeInput!) {\n    kioskMarkSafe(input: $input) {\n      label\n      markedAt\n    }\n  }\n": typeof types.KioskMarkSafeDocument,
    "\n  query Hosts($tenantId: ID, $search: String, $page: Int) {\n    hosts(tenantId: $tenantId, search: $search, page: $page) {\n      total\n      pages\n      page\n      hosts {\n        id\n        name\n        email\n        phone\n        department\n        depotIds\n        language\n        slackMemberId\n        teamsWorkflowHint\n        choices {\n          kind\n          channels\n        }\n        active\n        source\n        staffUser\n      }\n    }\n  }\n": typeof types.HostsDocument,
    "\n  mutation SaveHost($input: SaveHostInput!) {\n    saveHost(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.SaveHostDocument,
    "\n  mutation RemoveHost($id: ID!) {\n    removeHost(id: $id)\n  }\n": typeof types.RemoveHostDocument,
    "\n  query HostSuggestions($search: String, $depotId: ID) {\n    hostSuggestions(search: $search, depotId: $depotId) {\n      id\n      name\n      email\n      department\n    }\n  }\n": typeof types.HostSuggestionsDocument,
    "\n  fragment KioskCourseFields on KioskInductionCourse {\n    id\n    title\n    body\n    version\n    passMark\n    questions {\n      text\n      options\n      multiple\n    }\n    material {\n      id\n      kind\n      mimeType\n      bytes\n      url\n    }\n  }\n": typeof types.KioskCourseFieldsFragmentDoc,
    "\n  query KioskInductions($depotId: ID!, $workId: String!) {\n    kioskInductions(depotId: $depotId, workId: $workId) {\n      ...KioskCourseFields\n    }\n  }\n": typeof types.KioskInductionsDocument,
    "\n  query KioskOfflineInductions($depotId: ID!) {\n    kioskOfflineInductions(depotId: $depotId) {\n      ...KioskCourseFields\n    }\n  }\n": typeof types.KioskOfflineInductionsDocument,
    "\n  fragment InductionResultFields on InductionResult {\n    passed\n    score\n    passMark\n    wrong\n    expiresAt\n  }\n": typeof types.InductionResultFieldsFragmentDoc,
    "\n  mutation SubmitInduction($input: SubmitInductionInput!) {\n    submitInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n": typeof types.SubmitInductionDocument,
    "\n  query InductionCourses($tenantId: ID) {\n    inductionCourses(tenantId: $tenantId) {\n      id\n      title\n      body\n      passMark\n      allPartners\n      roleIds\n      regularVisitors\n      reasonIds\n      validMonths\n      version\n      updatedAt\n      questions {\n        text\n        options\n        correct\n      }\n      material {\n        id\n        kind\n        bytes\n        fileName\n      }\n    }\n  }\n": typeof types.InductionCoursesDocument,
    "\n  mutation AddInductionCourse($input: AddInductionCourseInput!) {\n    addInductionCourse(input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.AddInductionCourseDocument,
    "\n  mutation UpdateInductionCourse($input: UpdateInductionCourseInput!) {\n    updateInductionCourse(input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateInductionCourseDocument,
    "\n  mutation RemoveInductionCourse($id: ID!) {\n    removeInductionCourse(id: $id)\n  }\n": typeof types.RemoveInductionCourseDocument,
    "\n  query InductionStatus($depotId: ID!) {\n    inductionStatus(depotId: $depotId) {\n      partnerId\n      partnerName\n      workId\n      courseId\n      courseTitle\n      state\n      expiresAt\n      version\n      inPerson\n    }\n  }\n": typeof types.InductionStatusDocument,
    "\n  mutation RecordInductionPass($courseId: ID!, $partnerId: ID!, $passedOn: String) {\n    recordInductionPass(courseId: $courseId, partnerId: $partnerId, passedOn: $passedOn) {\n      partnerId\n      courseId\n      state\n      expiresAt\n      inPerson\n    }\n  }\n": typeof types.RecordInductionPassDocument,
    "\n  query KioskVisitorInductions($depotId: ID!, $reference: String, $reasonForVisit: String, $email: String) {\n    kioskVisitorInductions(depotId: $depotId, reference: $reference, reasonForVisit: $reasonForVisit, email: $email) {\n      ...KioskCourseFields\n    }\n  }\n": typeof types.KioskVisitorInductionsDocument,
    "\n  mutation GradeVisitorInduction($input: GradeVisitorInductionInput!) {\n    gradeVisitorInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n": typeof types.GradeVisitorInductionDocument,
    "\n  query VisitorInductionStatus($depotId: ID!) {\n    visitorInductionStatus(depotId: $depotId) {\n      attendeeId\n      name\n      email\n      kind\n      courseId\n      courseTitle\n      state\n      expiresAt\n      version\n      inPerson\n    }\n  }\n": typeof types.VisitorInductionStatusDocument,
    "\n  mutation RecordVisitorInductionPass($depotId: ID!, $courseId: ID!, $attendeeId: ID!, $passedOn: String) {\n    recordVisitorInductionPass(depotId: $depotId, courseId: $courseId, attendeeId: $attendeeId, passedOn: $passedOn) {\n      attendeeId\n      courseId\n      state\n      expiresAt\n      inPerson\n    }\n  }\n": typeof types.RecordVisitorInductionPassDocument,
    "\n  fragment KioskDeviceFields on KioskDevice {\n    id\n    deviceId\n    name\n    version\n    heldEntries\n    lastSeenAt\n    status\n    paired\n  }\n": typeof types.KioskDeviceFieldsFragmentDoc,
    "\n  query KioskDevices($depotId: ID!) {\n    kioskDevices(depotId: $depotId) {\n      depotId\n      timeZone\n      opensAt\n      closesAt\n      currentTime\n      devices {\n        ...KioskDeviceFields\n      }\n    }\n  }\n": typeof types.KioskDevicesDocument,
    "\n  mutation RenameKioskDevice($id: ID!, $name: String) {\n    renameKioskDevice(id: $id, name: $name) {\n      ...KioskDeviceFields\n    }\n  }\n": typeof types.RenameKioskDeviceDocument,
    "\n  mutation ForgetKioskDevice($id: ID!) {\n    forgetKioskDevice(id: $id)\n  }\n": typeof types.ForgetKioskDeviceDocument,
    "\n  mutation SetDepotHours($depotId: ID!, $opensAt: String, $closesAt: String) {\n    setDepotHours(depotId: $depotId, opensAt: $opensAt, closesAt: $closesAt) {\n      depotId\n      opensAt\n      closesAt\n    }\n  }\n": typeof types.SetDepotHoursDocument,
    "\n  mutation CreateKioskPairing($depotId: ID!) {\n    createKioskPairing(depotId: $depotId) {\n      code\n      url\n      expiresAt\n    }\n  }\n": typeof types.CreateKioskPairingDocument,
    "\n  mutation UnpairKioskDevice($id: ID!) {\n    unpairKioskDevice(id: $id) {\n      ...KioskDeviceFields\n    }\n  }\n": typeof types.UnpairKioskDeviceDocument,
    "\n  query TenantKioskTexts($tenantId: ID) {\n    tenantKioskTexts(tenantId: $tenantId) {\n      tenantId\n      rules {\n        key\n        group\n        question\n        defaultText\n        text\n      }\n      contractorRules\n      defaultContractorRules\n    }\n  }\n": typeof types.TenantKioskTextsDocument,
    "\n  mutation SaveKioskTexts($input: SaveKioskTextsInput!) {\n    saveKioskTexts(input: $input) {\n      tenantId\n      contractorRules\n    }\n  }\n": typeof types.SaveKioskTextsDocument,
    "\n  query TenantKioskLanguages($tenantId: ID) {\n    tenantKioskLanguages(tenantId: $tenantId) {\n      tenantId\n      defaultLanguage\n      languages\n      supported\n    }\n  }\n": typeof types.TenantKioskLanguagesDocument,
    "\n  mutation SaveKioskLanguages($input: SaveKioskLanguagesInput!) {\n    saveKioskLanguages(input: $input) {\n      tenantId\n      defaultLanguage\n      languages\n    }\n  }\n": typeof types.SaveKioskLanguagesDocument,
    "\n  query KioskDepot($tenantName: String!, $depotCode: String!) {\n    findDepot(tenantName: $tenantName, depotCode: $depotCode) {\n      id\n      code\n      tenantName\n      timeZone\n      tempMin\n      tempMax\n      address {\n        line1\n        line2\n        county\n        eirCode\n      }\n      defaultLanguage\n      languages\n      photoAtSignIn\n      healthYesAsksApproval\n    }\n  }\n": typeof types.KioskDepotDocument,
    "\n  query QrInfo($ref: String!) {\n    qrInfo(meetingReference: $ref) {\n      visittype\n    }\n  }\n": typeof types.QrInfoDocument,
    "\n  query KioskVisitor($input: FetchVisitorInput!) {\n    kioskVisitor(input: $input) {\n      meetingReference\n      visittype\n      firstName\n      lastName\n      email\n      company\n      meetingWith\n      signFlag\n      badgeNumFlag\n      enterTemperature\n      printLabel\n      hasCheckedIn\n      hasCheckedOut\n      next\n      message\n      preArrived\n      preArrivalSigned\n    }\n  }\n": typeof types.KioskVisitorDocument,
    "\n  query VisitorReasons($depotId: ID) {\n    visitorReasons(depotId: $depotId)\n  }\n": typeof types.VisitorReasonsDocument,
    "\n  query KioskHosts($depotId: ID!) {\n    kioskHosts(depotId: $depotId) {\n      id\n      name\n      department\n    }\n  }\n": typeof types.KioskHostsDocument,
    "\n  fragment KioskAttendanceFields on KioskAttendance {\n    attendanceId\n    badgeNumber\n    checkedInAt\n    name\n    visitType\n  }\n": typeof types.KioskAttendanceFieldsFragmentDoc,
    "\n  mutation VisitorCheckIn($input: VisitorCheckInInput!) {\n    visitorCheckIn(input: $input) {\n      ...KioskAttendanceFields\n    }\n  }\n": typeof types.VisitorCheckInDocument,
    "\n  mutation UnplannedCheckIn($input: UnplannedCheckInInput!) {\n    unplannedCheckIn(input: $input) {\n      ...KioskAttendanceFields\n    }\n  }\n": typeof types.UnplannedCheckInDocument,
    "\n  mutation WalkInCheckIn($input: UnplannedCheckInInput!) {\n    walkInCheckIn(input: $input) {\n      attendance {\n        ...KioskAttendanceFields\n      }\n      approval {\n        id\n        kioskToken\n        expiresAt\n      }\n    }\n  }\n": typeof types.WalkInCheckInDocument,
    "\n  query KioskApproval($id: ID!, $kioskToken: String!) {\n    kioskApproval(id: $id, kioskToken: $kioskToken) {\n      state\n      expiresAt\n      attendance {\n        attendanceId\n        badgeNumber\n        checkedInAt\n        name\n      }\n    }\n  }\n": typeof types.KioskApprovalDocument,
    "\n  mutation SubmitSignature($input: SubmitSignatureInput!) {\n    submitSignature(input: $input)\n  }\n": typeof types.SubmitSignatureDocument,
    "\n  query VisitorBeforeCheckout($depotId: ID!, $badge: String, $ref: String) {\n    visitorBeforeCheckout(depotId: $depotId, depotBadgeNum: $badge, meetingReference: $ref) {\n      name\n      badgeNumber\n    }\n  }\n": typeof types.VisitorBeforeCheckoutDocument,
    "\n  mutation VisitorCheckOut($input: VisitorCheckOutInput!) {\n    visitorCheckOut(input: $input) {\n      name\n      badgeNumber\n    }\n  }\n": typeof types.VisitorCheckOutDocument,
    "\n  query PartnerShiftValidation($depotId: ID!, $workId: String!) {\n    partnerShiftValidation(depotId: $depotId, workId: $workId) {\n      ok\n      message\n    }\n  }\n": typeof types.PartnerShiftValidationDocument,
    "\n  query KioskPartner($depotId: ID!, $workId: String!) {\n    kioskPartner(depotId: $depotId, workId: $workId) {\n      workId\n      name\n      organisation\n      signFlag\n      badgeNumFlag\n      enterTemperature\n      hasClockedIn\n      hasClockedOut\n      next\n      message\n      askAgain\n    }\n  }\n": typeof types.KioskPartnerDocument,
    "\n  fragment ClockResultFields on ClockResult {\n    attendanceId\n    name\n    organisation\n    badgeNumber\n    at\n    message\n  }\n": typeof types.ClockResultFieldsFragmentDoc,
    "\n  mutation ClockIn($input: ClockInput!) {\n    clockIn(input: $input) {\n      ...ClockResultFields\n    }\n  }\n": typeof types.ClockInDocument,
    "\n  mutation ClockOut($input: ClockInput!) {\n    clockOut(input: $input) {\n      ...ClockResultFields\n    }\n  }\n": typeof types.ClockOutDocument,
    "\n  mutation SubmitPartnerSignature($input: PartnerSignatureInput!) {\n    submitPartnerSignature(input: $input)\n  }\n": typeof types.SubmitPartnerSignatureDocument,
    "\n  query KioskTexts($depotId: ID!) {\n    kioskTexts(depotId: $depotId) {\n      rules {\n        key\n        text\n        question\n      }\n      contractorRules\n    }\n  }\n": typeof types.KioskTextsDocument,
    "\n  mutation PairKiosk($input: PairKioskInput!) {\n    pairKiosk(input: $input) {\n      deviceSecret\n      name\n    }\n  }\n": typeof types.PairKioskDocument,
    "\n  mutation KioskHeartbeat($input: KioskHeartbeatInput!) {\n    kioskHeartbeat(input: $input) {\n      name\n      intervalSeconds\n    }\n  }\n": typeof types.KioskHeartbeatDocument,
    "\n  mutation ReportRefusedKioskEntry($input: RefusedKioskEntryInput!) {\n    reportRefusedKioskEntry(input: $input)\n  }\n": typeof types.ReportRefusedKioskEntryDocument,
    "\n  mutation SetDepotExpectedStay($depotId: ID!, $minutes: Int) {\n    setDepotExpectedStay(depotId: $depotId, minutes: $minutes)\n  }\n": typeof types.SetDepotExpectedStayDocument,
    "\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n      autoCheckout\n    }\n  }\n": typeof types.PartnerReportFieldsFragmentDoc,
    "\n  query DailyPartnerReport($depotId: ID!, $date: String, $search: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date, search: $search) {\n      ...PartnerReportFields\n    }\n  }\n": typeof types.DailyPartnerReportDocument,
    "\n  query DateRangePartnerReport($input: DateRangePartnerReportInput!) {\n    dateRangePartnerReport(input: $input) {\n      ...PartnerReportFields\n    }\n  }\n": typeof types.DateRangePartnerReportDocument,
    "\n  mutation ExportPartnerReport($input: ExportPartnerReportInput!) {\n    exportPartnerReport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n": typeof types.ExportPartnerReportDocument,
    "\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      ...ExportJobFields\n    }\n  }\n": typeof types.ExportJobDocument,
    "\n  fragment ExportJobFields on ExportJob {\n    id\n    status\n    fileName\n    downloadPath\n    message\n    rowCount\n  }\n": typeof types.ExportJobFieldsFragmentDoc,
    "\n  fragment PartnerFields on Partner {\n    id\n    workId\n    name\n    organisation\n    email\n    phone\n    signFlag\n    badgeNumFlag\n    singleSignFlag\n    enterTemperature\n    depotId\n    shiftId\n    shiftName\n    shiftTime\n    roleId\n    roleName\n  }\n": typeof types.PartnerFieldsFragmentDoc,
    "\n  query Partners($depotId: ID!, $page: Int!, $search: String) {\n    partners(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        ...PartnerFields\n      }\n    }\n  }\n": typeof types.PartnersDocument,
    "\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      ...PartnerFields\n    }\n  }\n": typeof types.RegisterPartnerDocument,
    "\n  mutation EditPartner($id: ID!, $input: PartnerInput!) {\n    editPartner(id: $id, input: $input) {\n      ...PartnerFields\n    }\n  }\n": typeof types.EditPartnerDocument,
    "\n  mutation DeletePartner($id: ID!) {\n    deletePartner(id: $id)\n  }\n": typeof types.DeletePartnerDocument,
    "\n  mutation SendPartnerQrCode($id: ID!) {\n    sendPartnerQrCode(id: $id)\n  }\n": typeof types.SendPartnerQrCodeDocument,
    "\n  query PartnerAttendances($partnerId: ID!, $page: Int) {\n    partnerAttendances(partnerId: $partnerId, page: $page) {\n      total\n      page\n      pageSize\n      pages\n      items {\n        attendanceId\n        depotCode\n        checkInTime\n        checkOutTime\n        depotBadgeNum\n        temperature\n        totalHours\n      }\n    }\n  }\n": typeof types.PartnerAttendancesDocument,
    "\n  query DepotPhotoAtSignIn($depotId: ID!) {\n    depotPhotoAtSignIn(depotId: $depotId)\n  }\n": typeof types.DepotPhotoAtSignInDocument,
    "\n  mutation SetDepotPhotoAtSignIn($depotId: ID!, $enabled: Boolean!) {\n    setDepotPhotoAtSignIn(depotId: $depotId, enabled: $enabled)\n  }\n": typeof types.SetDepotPhotoAtSignInDocument,
    "\n  fragment PreArrivalFields on PreArrival {\n    firstName\n    lastName\n    company\n    tenantName\n    depotCode\n    depotAddress\n    timeZone\n    dateOfVisit\n    hostName\n    language\n    signatureRequired\n    versionId\n    versionNumber\n    rules {\n      key\n      group\n      text\n      question\n    }\n    completedAt\n    carReg\n    answers {\n      key\n      answer\n    }\n    signed\n    courses {\n      ...KioskCourseFields\n    }\n    coursesPassed {\n      title\n      expiresAt\n    }\n    documents {\n      documentTypeId\n      name\n      documentId\n      fileName\n      mimeType\n      uploadedAt\n    }\n    documentMaxMb\n  }\n": typeof types.PreArrivalFieldsFragmentDoc,
    "\n  query PreArrival($token: String!) {\n    preArrival(token: $token) {\n      ...PreArrivalFields\n    }\n  }\n": typeof types.PreArrivalDocument,
    "\n  mutation SubmitPreArrival($input: SubmitPreArrivalInput!) {\n    submitPreArrival(input: $input) {\n      ...PreArrivalFields\n    }\n  }\n": typeof types.SubmitPreArrivalDocument,
    "\n  mutation TakePreArrivalInduction($input: TakePreArrivalInductionInput!) {\n    takePreArrivalInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n": typeof types.TakePreArrivalInductionDocument,
    "\n  query OnSiteNow($depotId: ID!) {\n    onSiteNow(depotId: $depotId) {\n      depotId\n      depotCode\n      timeZone\n      autoSignOutTime\n      expectedStayMinutes\n      currentTime\n      rows {\n        attendanceId\n        hasPhoto\n        kind\n        visitType\n        name\n        company\n        host\n        badgeNumber\n        checkedInAt\n        localDate\n        earlierDay\n        expectedBy\n        overstaying\n      }\n    }\n  }\n": typeof types.OnSiteNowDocument,
    "\n  query OnSiteCounts {\n    onSiteCounts {\n      depotId\n      depotCode\n      onSite\n      earlierDay\n    }\n  }\n": typeof types.OnSiteCountsDocument,
    "\n  fragment EvacuationSummaryFields on EvacuationSummary {\n    id\n    startedAt\n    startedByName\n    endedAt\n    endedByName\n    open\n    total\n    safe\n    left\n    missing\n  }\n": typeof types.EvacuationSummaryFieldsFragmentDoc,
    "\n  fragment EvacuationFields on Evacuation {\n    id\n    depotId\n    depotCode\n    timeZone\n    startedAt\n    startedByName\n    endedAt\n    endedByName\n    open\n    total\n    safe\n    left\n    missing\n    entries {\n      entryId\n      attendanceId\n      hasPhoto\n      kind\n      visitType\n      name\n      company\n      host\n      badgeNumber\n      checkedInAt\n      status\n      markedAt\n      markedByName\n      arrivedDuring\n      selfReported\n    }\n  }\n": typeof types.EvacuationFieldsFragmentDoc,
    "\n  query CurrentEvacuation($depotId: ID!) {\n    currentEvacuation(depotId: $depotId) {\n      ...EvacuationFields\n    }\n  }\n": typeof types.CurrentEvacuationDocument,
    "\n  query Evacuation($id: ID!) {\n    evacuation(id: $id) {\n      ...EvacuationFields\n    }\n  }\n": typeof types.EvacuationDocument,
    "\n  query Evacuations($depotId: ID!, $page: Int!) {\n    evacuations(depotId: $depotId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...EvacuationSummaryFields\n      }\n    }\n  }\n": typeof types.EvacuationsDocument,
    "\n  mutation StartEvacuation($depotId: ID!) {\n    startEvacuation(depotId: $depotId) {\n      ...EvacuationFields\n    }\n  }\n": typeof types.StartEvacuationDocument,
    "\n  mutation MarkEvacuee($entryId: ID!, $safe: Boolean!) {\n    markEvacuee(entryId: $entryId, safe: $safe) {\n      entryId\n      status\n      markedAt\n      markedByName\n    }\n  }\n": typeof types.MarkEvacueeDocument,
    "\n  mutation EndEvacuation($id: ID!) {\n    endEvacuation(id: $id) {\n      ...EvacuationFields\n    }\n  }\n": typeof types.EndEvacuationDocument,
    "\n  subscription EvacuationChanged($depotId: ID!) {\n    evacuationChanged(depotId: $depotId) {\n      kind\n      evacuationId\n      entryId\n    }\n  }\n": typeof types.EvacuationChangedDocument,
    "\n  mutation SetAutoSignOutTime($depotId: ID!, $time: String) {\n    setAutoSignOutTime(depotId: $depotId, time: $time)\n  }\n": typeof types.SetAutoSignOutTimeDocument,
    "\n  mutation ExportEvacuation($id: ID!) {\n    exportEvacuation(id: $id) {\n      id\n      fileName\n    }\n  }\n": typeof types.ExportEvacuationDocument,
    "\n  query RefusedKioskEntries($depotId: ID!) {\n    refusedKioskEntries(depotId: $depotId) {\n      id\n      kind\n      summary\n      message\n      occurredAt\n      deviceId\n    }\n  }\n": typeof types.RefusedKioskEntriesDocument,
    "\n  mutation DismissRefusedKioskEntry($id: ID!) {\n    dismissRefusedKioskEntry(id: $id)\n  }\n": typeof types.DismissRefusedKioskEntryDocument,
    "\n  query VisitReasonList($tenantId: ID) {\n    visitReasonList(tenantId: $tenantId) {\n      id\n      text\n      retired\n      inUse\n    }\n  }\n": typeof types.VisitReasonListDocument,
    "\n  mutation AddVisitReason($input: AddVisitReasonInput!) {\n    addVisitReason(input: $input) {\n      id\n    }\n  }\n": typeof types.AddVisitReasonDocument,
    "\n  mutation RenameVisitReason($input: RenameVisitReasonInput!) {\n    renameVisitReason(input: $input) {\n      id\n      text\n    }\n  }\n": typeof types.RenameVisitReasonDocument,
    "\n  mutation RetireVisitReason($id: ID!) {\n    retireVisitReason(id: $id) {\n      id\n      retired\n    }\n  }\n": typeof types.RetireVisitReasonDocument,
    "\n  mutation RestoreVisitReason($id: ID!) {\n    restoreVisitReason(id: $id) {\n      id\n      retired\n    }\n  }\n": typeof types.RestoreVisitReasonDocument,
    "\n  mutation DeleteVisitReason($id: ID!) {\n    deleteVisitReason(id: $id)\n  }\n": typeof types.DeleteVisitReasonDocument,
    "\n  fragment RetentionCountsFields on RetentionCounts {\n    attendances\n    signatures\n    evacuationEntries\n    visitors\n    regularVisitors\n    partners\n    refusedKioskEntries\n    mailRecords\n    importFiles\n    exportFiles\n    watchlistRows\n    approvals\n  }\n": typeof types.RetentionCountsFieldsFragmentDoc,
    "\n  query Retention($tenantId: ID) {\n    retention(tenantId: $tenantId) {\n      tenantId\n      days\n      minDays\n      maxDays\n      defaultDays\n      runs {\n        id\n        kind\n        cutoff\n        createdAt\n        finishedAt\n        counts {\n          ...RetentionCountsFields\n        }\n      }\n    }\n  }\n": typeof types.RetentionDocument,
    "\n  mutation SetRetention($input: SetRetentionInput!) {\n    setRetention(input: $input) {\n      tenantId\n      days\n    }\n  }\n": typeof types.SetRetentionDocument,
    "\n  query DataSubject($input: DataSubjectInput!) {\n    dataSubject(input: $input) {\n      kind\n      id\n      name\n      company\n      visits\n      attendances\n      regularVisitor\n    }\n  }\n": typeof types.DataSubjectDocument,
    "\n  mutation ExportDataSubject($input: DataSubjectInput!) {\n    exportDataSubject(input: $input) {\n      fileName\n      json\n    }\n  }\n": typeof types.ExportDataSubjectDocument,
    "\n  mutation EraseDataSubject($input: DataSubjectInput!) {\n    eraseDataSubject(input: $input) {\n      id\n      counts {\n        ...RetentionCountsFields\n      }\n    }\n  }\n": typeof types.EraseDataSubjectDocument,
    "\n  query Roles {\n    roles {\n      id\n      roleName\n    }\n  }\n": typeof types.RolesDocument,
    "\n  mutation AddRole($input: RoleInput!) {\n    addRole(input: $input) {\n      id\n      roleName\n    }\n  }\n": typeof types.AddRoleDocument,
    "\n  mutation EditRole($id: ID!, $input: RoleInput!) {\n    editRole(id: $id, input: $input) {\n      id\n      roleName\n    }\n  }\n": typeof types.EditRoleDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n": typeof types.DeleteRoleDocument,
    "\n  fragment ShiftFields on Shift {\n    id\n    shiftName\n    startTime\n    endTime\n  }\n": typeof types.ShiftFieldsFragmentDoc,
    "\n  query Shifts {\n    shifts {\n      ...ShiftFields\n    }\n  }\n": typeof types.ShiftsDocument,
    "\n  mutation AddShift($input: ShiftInput!) {\n    addShift(input: $input) {\n      ...ShiftFields\n    }\n  }\n": typeof types.AddShiftDocument,
    "\n  mutation EditShift($id: ID!, $input: ShiftInput!) {\n    editShift(id: $id, input: $input) {\n      ...ShiftFields\n    }\n  }\n": typeof types.EditShiftDocument,
    "\n  mutation DeleteShift($id: ID!) {\n    deleteShift(id: $id)\n  }\n": typeof types.DeleteShiftDocument,
    "\n  query StaffDepots($tenantId: ID) {\n    depots(tenantId: $tenantId) {\n      id\n      code\n      text\n      timeZone\n      tenantId\n    }\n  }\n": typeof types.StaffDepotsDocument,
    "\n  query TenantsShort {\n    tenantsShortList {\n      id\n      name\n    }\n  }\n": typeof types.TenantsShortDocument,
    "\n  mutation BookVisit($input: BookVisitInput!) {\n    bookVisit(input: $input) {\n      id\n      meetingReference\n      firstName\n      lastName\n      dateOfVisit\n    }\n  }\n": typeof types.BookVisitDocument,
    "\n  query BookingReasons($depotId: ID) {\n    visitorReasons(depotId: $depotId)\n  }\n": typeof types.BookingReasonsDocument,
    "\n  query BookedVisits($depotId: ID!, $date: String) {\n    bookedVisits(depotId: $depotId, date: $date) {\n      ...VisitFields\n    }\n  }\n": typeof types.BookedVisitsDocument,
    "\n  mutation CancelVisit($id: ID!) {\n    cancelVisit(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.CancelVisitDocument,
    "\n  mutation ManualCheckout($attendanceId: ID!, $notify: Boolean!) {\n    manualCheckout(attendanceId: $attendanceId, sendNotification: $notify) {\n      name\n    }\n  }\n": typeof types.ManualCheckoutDocument,
    "\n  fragment LiveRowFields on LiveReportRow {\n    attendanceId\n    attendeeName\n    visitType\n    dateofVisit\n    checkIn\n    checkOut\n    actualIn\n    actualOut\n  }\n": typeof types.LiveRowFieldsFragmentDoc,
    "\n  query LiveReport($depotId: ID!, $date: String, $visitType: String!) {\n    liveReport(depotId: $depotId, date: $date, visitType: $visitType) {\n      date\n      weekFrom\n      weekTo\n      timeZone\n      message\n      seq\n      rows {\n        ...LiveRowFields\n      }\n    }\n  }\n": typeof types.LiveReportDocument,
    "\n  subscription AttendanceChanged($depotId: ID!) {\n    attendanceChanged(depotId: $depotId) {\n      kind\n      seq\n      depotId\n      attendanceId\n      visitId\n      attendeeName\n      visitType\n      at\n      row {\n        ...LiveRowFields\n      }\n      badge {\n        number\n      }\n    }\n  }\n": typeof types.AttendanceChangedDocument,
    "\n  query RegularVisitorReference {\n    regularVisitorReference\n  }\n": typeof types.RegularVisitorReferenceDocument,
    "\n  mutation RegisterRegularVisitor($input: RegisterRegularVisitorInput!) {\n    registerRegularVisitor(input: $input) {\n      id\n      meetingReference\n    }\n  }\n": typeof types.RegisterRegularVisitorDocument,
    "\n  query RegularVisitors($depotId: ID!, $page: Int!, $search: String) {\n    regularVisitors(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        meetingReference\n        name\n        email\n        company\n        signFlag\n        badgeNumFlag\n        enterTemperature\n        emailFlag\n        hostid\n        host {\n          hostname\n          hostemail\n          department\n        }\n      }\n    }\n  }\n": typeof types.RegularVisitorsDocument,
    "\n  mutation EditRegularVisitor($id: ID!, $input: EditRegularVisitorInput!) {\n    editRegularVisitor(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.EditRegularVisitorDocument,
    "\n  mutation RemoveRegularVisitor($id: ID!) {\n    removeRegularVisitor(id: $id)\n  }\n": typeof types.RemoveRegularVisitorDocument,
    "\n  mutation ResendRegularVisitor($id: ID!) {\n    resendRegularVisitorEmail(id: $id)\n  }\n": typeof types.ResendRegularVisitorDocument,
    "\n  mutation EditRegularHost($hostId: ID!, $input: RegularHostInput!) {\n    editRegularHost(hostId: $hostId, input: $input) {\n      id\n    }\n  }\n": typeof types.EditRegularHostDocument,
    "\n  query Badges($depotId: ID!) {\n    badges(depotId: $depotId) {\n      id\n      badgeNum\n      inUse\n    }\n    nextBadgeNumber(depotId: $depotId)\n  }\n": typeof types.BadgesDocument,
    "\n  mutation AddBadges($input: AddBadgesInput!) {\n    addBadges(input: $input) {\n      id\n    }\n  }\n": typeof types.AddBadgesDocument,
    "\n  query BadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) {\n      kind\n      name\n      company\n      checkedInAt\n    }\n  }\n": typeof types.BadgeAssigneeDocument,
    "\n  mutation CheckOutBadgeHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) {\n      name\n    }\n  }\n": typeof types.CheckOutBadgeHolderDocument,
    "\n  fragment MySummaryFields on MySummary {\n    depotId\n    depotCode\n    timeZone\n    endOfDay\n    endOfWeek\n  }\n": typeof types.MySummaryFieldsFragmentDoc,
    "\n  query MySummaries {\n    mySummaries {\n      ...MySummaryFields\n    }\n  }\n": typeof types.MySummariesDocument,
    "\n  mutation SetMySummary($input: SetMySummaryInput!) {\n    setMySummary(input: $input) {\n      ...MySummaryFields\n    }\n  }\n": typeof types.SetMySummaryDocument,
    "\n  query Tenants($includeArchived: Boolean! = false) {\n    tenants(includeArchived: $includeArchived) {\n      id\n      name\n      dateRegistered\n      numDepots\n      numReps\n      tempMin\n      tempMax\n      archivedAt\n    }\n  }\n": typeof types.TenantsDocument,
    "\n  query FirstRun {\n    firstRun\n  }\n": typeof types.FirstRunDocument,
    "\n  fragment AddressLines on Address {\n    line1\n    line2\n    county\n    eirCode\n  }\n": typeof types.AddressLinesFragmentDoc,
    "\n  query TenantDetails($id: ID!) {\n    tenant(id: $id) {\n      id\n      name\n      dateRegistered\n      numDepots\n      numReps\n      tempMin\n      tempMax\n      archivedAt\n      tenantRep {\n        id\n        name\n        username\n        email\n        role\n        department\n        emailConfirmed\n        disabled\n        depot {\n          id\n          code\n        }\n      }\n      depots {\n        id\n        code\n        tenantId\n        tenantName\n        timeZone\n        text\n        kioskUrl\n        partnerKioskUrl\n        kioskCertificateUrl\n        address {\n          ...AddressLines\n        }\n        managers {\n          id\n          name\n          email\n          department\n          depotId\n          receiveEmailFlag\n        }\n      }\n    }\n  }\n": typeof types.TenantDetailsDocument,
    "\n  query TenantRoles($tenantId: ID) {\n    roles(tenantId: $tenantId) {\n      id\n      roleName\n    }\n  }\n": typeof types.TenantRolesDocument,
    "\n  mutation CreateTenant($input: CreateTenantInput!) {\n    createTenant(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateTenantDocument,
    "\n  mutation EditTenant($id: ID!, $input: EditTenantInput!) {\n    editTenant(id: $id, input: $input) {\n      id\n      name\n      tempMin\n      tempMax\n    }\n  }\n": typeof types.EditTenantDocument,
    "\n  mutation RemoveTenant($id: ID!, $confirmName: String!) {\n    removeTenant(id: $id, confirmName: $confirmName)\n  }\n": typeof types.RemoveTenantDocument,
    "\n  mutation RestoreTenant($id: ID!) {\n    restoreTenant(id: $id) {\n      id\n      archivedAt\n    }\n  }\n": typeof types.RestoreTenantDocument,
    "\n  mutation EditRepresentative($id: ID!, $input: EditRepresentativeInput!) {\n    editRepresentative(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.EditRepresentativeDocument,
    "\n  mutation RemoveRepresentative($id: ID!) {\n    removeRepresentative(id: $id)\n  }\n": typeof types.RemoveRepresentativeDocument,
    "\n  mutation ResendConfirmation($id: ID!) {\n    resendConfirmationEmail(id: $id)\n  }\n": typeof types.ResendConfirmationDocument,
    "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": typeof types.SetUserDisabledDocument,
    "\n  mutation SendUserPasswordReset($id: ID!) {\n    sendUserPasswordReset(id: $id)\n  }\n": typeof types.SendUserPasswordResetDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      id\n      username\n      tenantId\n    }\n  }\n": typeof types.RegisterUserDocument,
    "\n  mutation AddDepot($input: AddDepotInput!) {\n    addDepot(input: $input) {\n      id\n      code\n      tenantId\n    }\n  }\n": typeof types.AddDepotDocument,
    "\n  mutation UpdateDepot($id: ID!, $input: DepotInput!) {\n    updateDepot(id: $id, input: $input) {\n      id\n      address {\n        ...AddressLines\n      }\n    }\n  }\n": typeof types.UpdateDepotDocument,
    "\n  mutation AddManager($input: AddManagerInput!) {\n    addManager(input: $input) {\n      id\n    }\n  }\n": typeof types.AddManagerDocument,
    "\n  mutation EditManager($id: ID!, $input: EditManagerInput!) {\n    editManager(id: $id, input: $input) {\n      id\n      name\n      email\n      department\n      receiveEmailFlag\n    }\n  }\n": typeof types.EditManagerDocument,
    "\n  mutation DeleteManager($id: ID!) {\n    deleteManager(id: $id)\n  }\n": typeof types.DeleteManagerDocument,
    "\n  query DepotBadges($depotId: ID!) {\n    badges(depotId: $depotId) {\n      id\n      badgeNum\n      inUse\n      holderName\n      holderKind\n    }\n    nextBadgeNumber(depotId: $depotId)\n  }\n": typeof types.DepotBadgesDocument,
    "\n  mutation AddDepotBadges($input: AddBadgesInput!) {\n    addBadges(input: $input) {\n      id\n      badgeNum\n    }\n  }\n": typeof types.AddDepotBadgesDocument,
    "\n  query DepotBadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) {\n      kind\n      name\n      company\n      checkedInAt\n      badgeNumber\n      visitType\n    }\n  }\n": typeof types.DepotBadgeAssigneeDocument,
    "\n  mutation DepotCheckOutHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) {\n      name\n      kind\n    }\n  }\n": typeof types.DepotCheckOutHolderDocument,
    "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n": typeof types.ImportJobDocument,
    "\n  fragment VisitFields on BookedVisit {\n    id\n    meetingReference\n    visitType\n    firstName\n    lastName\n    email\n    company\n    hostName\n    hostEmail\n    department\n    dateOfVisit\n    depotId\n    depotCode\n    state\n    hasCheckedIn\n    hasCheckedOut\n    attendanceId\n    checkInTime\n    checkOutTime\n    depotBadgeNum\n    manualCheckout\n    autoCheckout\n  }\n": typeof types.VisitFieldsFragmentDoc,
    "\n  query VisitDetail($id: ID!) {\n    bookedVisit(id: $id) {\n      ...VisitFields\n      bookedBy\n      hasPhoto\n      reasonForVisit\n      printLabel\n      badgeNumFlag\n      signFlag\n      enterTemperature\n    }\n    visitQuestionnaire(visitId: $id) {\n      visitId\n      timeZone\n      message\n    }\n  }\n": typeof types.VisitDetailDocument,
    "\n  query VisitQuestionnaire($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId\n      attendanceId\n      message\n      visitorName\n      email\n      company\n      visitType\n      hostName\n      depotCode\n      timeZone\n      checkInTime\n      checkOutTime\n      manualCheckout\n      depotBadgeNum\n      carReg\n      reason\n      temperature\n      temperatureFlagged\n      rulesOnDevice\n      answers {\n        key\n        group\n        question\n        answer\n      }\n      hasSignature\n      signatureDataUrl\n      agreementVersionNumber\n      agreementSavedAt\n    }\n  }\n": typeof types.VisitQuestionnaireDocument,
    "\n  fragment VisitPageFields on VisitPage {\n    total\n    page\n    pageSize\n    pages\n    message\n    items {\n      ...VisitFields\n    }\n  }\n": typeof types.VisitPageFieldsFragmentDoc,
    "\n  query DailyVisitReport($depotId: ID!, $date: String, $page: Int) {\n    dailyVisitReport(depotId: $depotId, date: $date, page: $page) {\n      ...VisitPageFields\n    }\n  }\n": typeof types.DailyVisitReportDocument,
    "\n  query DateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    dateRangeVisitorsReport(input: $input) {\n      ...VisitPageFields\n    }\n  }\n": typeof types.DateRangeVisitorsReportDocument,
    "\n  query VisitorsSummary($depotId: ID!, $dateFrom: String!, $dateTo: String!) {\n    visitorsSummary(depotId: $depotId, dateFrom: $dateFrom, dateTo: $dateTo) {\n      timeZone\n      days {\n        date\n        planned\n        unplanned\n        regular\n      }\n      hours {\n        hour\n        count\n      }\n    }\n  }\n": typeof types.VisitorsSummaryDocument,
    "\n  mutation ExportDailyVisitReport($depotId: ID!, $date: String) {\n    exportDailyVisitReport(depotId: $depotId, date: $date) {\n      ...ExportJobFields\n    }\n  }\n": typeof types.ExportDailyVisitReportDocument,
    "\n  mutation ExportDateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    exportDateRangeVisitorsReport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n": typeof types.ExportDateRangeVisitorsReportDocument,
    "\n  mutation EditBooking($input: EditBookingInput!) {\n    editBooking(input: $input) {\n      ...VisitFields\n      printLabel\n      badgeNumFlag\n      signFlag\n      enterTemperature\n    }\n  }\n": typeof types.EditBookingDocument,
    "\n  mutation ResendBookingQr($id: ID!) {\n    resendBookingQr(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.ResendBookingQrDocument,
    "\n  fragment WatchlistEntryFields on WatchlistEntry {\n    id\n    name\n    email\n    phone\n    company\n    carReg\n    reason\n    action\n    expiresAt\n    expired\n    addedBy\n    createdAt\n  }\n": typeof types.WatchlistEntryFieldsFragmentDoc,
    "\n  query Watchlist($tenantId: ID, $page: Int, $search: String) {\n    watchlist(tenantId: $tenantId, page: $page, search: $search) {\n      total\n      pages\n      page\n      entries {\n        ...WatchlistEntryFields\n      }\n    }\n  }\n": typeof types.WatchlistDocument,
    "\n  mutation AddWatchlistEntry($input: AddWatchlistEntryInput!) {\n    addWatchlistEntry(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AddWatchlistEntryDocument,
    "\n  mutation UpdateWatchlistEntry($input: UpdateWatchlistEntryInput!) {\n    updateWatchlistEntry(input: $input) {\n      ...WatchlistEntryFields\n    }\n  }\n": typeof types.UpdateWatchlistEntryDocument,
    "\n  mutation RemoveWatchlistEntry($id: ID!) {\n    removeWatchlistEntry(id: $id)\n  }\n": typeof types.RemoveWatchlistEntryDocument,
    "\n  query WatchlistMatches($tenantId: ID, $page: Int) {\n    watchlistMatches(tenantId: $tenantId, page: $page) {\n      total\n      pages\n      page\n      matches {\n        id\n        depotCode\n        action\n        matchedFields\n        personName\n        path\n        occurredAt\n        visitId\n      }\n    }\n  }\n": typeof types.WatchlistMatchesDocument,
    "\n  query WatchlistCheck($input: WatchlistCheckInput!) {\n    watchlistCheck(input: $input) {\n      matched\n      action\n      matchedFields\n    }\n  }\n": typeof types.WatchlistCheckDocument,
    "\n  subscription WatchlistMatched($depotId: ID!) {\n    watchlistMatched(depotId: $depotId) {\n      matchId\n      depotId\n      action\n      personName\n      matchedFields\n      at\n    }\n  }\n": typeof types.WatchlistMatchedDocument,
    "\n  query WebhookEndpoints($tenantId: ID) {\n    webhookEndpoints(tenantId: $tenantId) {\n      id\n      url\n      description\n      events\n      enabled\n      consecutiveFailures\n      disabledAt\n      createdAt\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookInput!) {\n    updateWebhookEndpoint(input: $input) {\n      id\n      enabled\n      consecutiveFailures\n      disabledAt\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $page: Int, $pageSize: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        eventId\n        type\n        status\n        attempts\n        lastStatusCode\n        createdAt\n        deliveredAt\n        attemptLog {\n          attempt\n          statusCode\n          latencyMs\n          error\n        }\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
};
const documents: Documents = {
    "\n  fragment SessionUserFields on User {\n    id\n    username\n    name\n    email\n    department\n    role\n    tenantId\n    tenantName\n    depot {\n      id\n      code\n    }\n    language\n    ownLanguage\n    tenantLanguage\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n  \n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query AgreementVersions($tenantId: ID) {\n    agreementVersions(tenantId: $tenantId) {\n      id\n      kind\n      number\n      savedAt\n      savedByName\n      askAgain\n      isDefault\n      words {\n        key\n        text\n      }\n    }\n  }\n": types.AgreementVersionsDocument,
    "\n  query VisitAgreement($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId\n      attendanceId\n      timeZone\n      agreementVersionId\n      agreementVersionNumber\n      agreementSavedAt\n      answers {\n        key\n        question\n        answer\n      }\n    }\n  }\n": types.VisitAgreementDocument,
    "\n  query ApiKeys($tenantId: ID) {\n    apiKeys(tenantId: $tenantId) {\n      id\n      name\n      scopes\n      depotId\n      depotCode\n      hint\n      createdAt\n      createdBy\n      expiresAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        id\n        name\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query ApiKeyDepots($tenantId: ID) {\n    depots(tenantId: $tenantId) {\n      id\n      code\n    }\n  }\n": types.ApiKeyDepotsDocument,
    "\n  query PendingApprovals($depotId: ID) {\n    pendingApprovals(depotId: $depotId) {\n      id\n      depotId\n      depotCode\n      status\n      reasons\n      personName\n      company\n      hostName\n      requestedAt\n      expiresAt\n    }\n  }\n": types.PendingApprovalsDocument,
    "\n  mutation DecideWalkIn($id: ID!, $approve: Boolean!) {\n    decideWalkIn(id: $id, approve: $approve) {\n      id\n      status\n      personName\n      failure\n    }\n  }\n": types.DecideWalkInDocument,
    "\n  subscription WalkInApprovalChanged($depotId: ID!) {\n    walkInApprovalChanged(depotId: $depotId) {\n      approvalId\n      depotId\n      status\n      personName\n      at\n    }\n  }\n": types.WalkInApprovalChangedDocument,
    "\n  fragment DepotApprovalRuleFields on DepotApprovalRule {\n    depotId\n    rule\n    timeoutSeconds\n  }\n": types.DepotApprovalRuleFieldsFragmentDoc,
    "\n  query DepotApprovalRule($depotId: ID!) {\n    depotApprovalRule(depotId: $depotId) {\n      ...DepotApprovalRuleFields\n    }\n  }\n": types.DepotApprovalRuleDocument,
    "\n  mutation SetDepotApprovalRule($depotId: ID!, $rule: ApprovalRule!, $timeoutSeconds: Int!) {\n    setDepotApprovalRule(depotId: $depotId, rule: $rule, timeoutSeconds: $timeoutSeconds) {\n      ...DepotApprovalRuleFields\n    }\n  }\n": types.SetDepotApprovalRuleDocument,
    "\n  query ApprovalByLink($id: ID!, $token: String!) {\n    approvalByLink(id: $id, token: $token) {\n      id\n      status\n      personName\n      company\n      hostName\n      depotCode\n      reasons\n      expiresAt\n    }\n  }\n": types.ApprovalByLinkDocument,
    "\n  mutation DecideWalkInByLink($id: ID!, $token: String!, $approve: Boolean!) {\n    decideWalkInByLink(id: $id, token: $token, approve: $approve) {\n      id\n      status\n      failure\n    }\n  }\n": types.DecideWalkInByLinkDocument,
    "\n  query AuditTrail($filter: AuditFilterInput, $page: AuditPageInput) {\n    auditTrail(filter: $filter, page: $page) {\n      total\n      totalExact\n      page\n      pageSize\n      rows {\n        id\n        at\n        actorUsername\n        action\n        operation\n        targetType\n        targetId\n        ip\n        changes {\n          field\n          before\n          after\n          masked\n        }\n      }\n    }\n  }\n": types.AuditTrailDocument,
    "\n  mutation ExportAuditTrail($filter: AuditFilterInput) {\n    exportAuditTrail(filter: $filter) {\n      ...ExportJobFields\n    }\n  }\n": types.ExportAuditTrailDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n  \n": types.LoginDocument,
    "\n  mutation SetMyLanguage($language: String) {\n    setMyLanguage(language: $language) {\n      ...SessionUserFields\n    }\n  }\n  \n": types.SetMyLanguageDocument,
    "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query ResetLinkValid($token: String!, $username: String!) {\n    resetLinkValid(token: $token, username: $username)\n  }\n": types.ResetLinkValidDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      next\n      challenge\n      session {\n        token\n        user {\n          ...SessionUserFields\n        }\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignInWithCode($challenge: String!, $code: String!) {\n    signInWithCode(challenge: $challenge, code: $code) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.SignInWithCodeDocument,
    "\n  mutation StartTotpEnrolment($challenge: String) {\n    startTotpEnrolment(challenge: $challenge) {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n": types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!, $challenge: String) {\n    confirmTotpEnrolment(code: $code, challenge: $challenge) {\n      recoveryCodes\n      session {\n        token\n        user {\n          ...SessionUserFields\n        }\n      }\n    }\n  }\n": types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($password: String!, $code: String!) {\n    disableTotp(password: $password, code: $code)\n  }\n": types.DisableTotpDocument,
    "\n  query MyTwoStep {\n    me {\n      id\n      role\n      totpEnabled\n      totpRequired\n    }\n  }\n": types.MyTwoStepDocument,
    "\n  mutation SetTenantRequireTotp($required: Boolean!) {\n    setTenantRequireTotp(required: $required) {\n      tenantId\n      requireTotp\n    }\n  }\n": types.SetTenantRequireTotpDocument,
    "\n  query SsoProvider($tenantId: ID!) {\n    ssoProvider(tenantId: $tenantId) {\n      tenantId\n      tenantName\n    }\n  }\n": types.SsoProviderDocument,
    "\n  mutation StartOidcSignIn($tenantId: ID!) {\n    startOidcSignIn(tenantId: $tenantId)\n  }\n": types.StartOidcSignInDocument,
    "\n  mutation CompleteOidcSignIn($callback: String!) {\n    completeOidcSignIn(callback: $callback) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.CompleteOidcSignInDocument,
    "\n  query StaffSignInSettings {\n    staffSignInSettings {\n      tenantId\n      tenantName\n      requireTotp\n      oidcIssuer\n      oidcClientId\n      oidcClientSecretSet\n      oidcRedirectUri\n      ssoLoginUrl\n    }\n  }\n": types.StaffSignInSettingsDocument,
    "\n  mutation SetTenantSso($input: TenantSsoInput!) {\n    setTenantSso(input: $input) {\n      tenantId\n      oidcIssuer\n      oidcClientId\n      oidcClientSecretSet\n    }\n  }\n": types.SetTenantSsoDocument,
    "\n  query ChannelSettings($tenantId: ID) {\n    channelSettings(tenantId: $tenantId) {\n      tenantId\n      sms {\n        hint\n        updatedAt\n      }\n      slackBot {\n        hint\n      }\n      depots {\n        depotId\n        depotCode\n        teams {\n          hint\n        }\n        slack {\n          hint\n        }\n      }\n    }\n  }\n": types.ChannelSettingsDocument,
    "\n  mutation SetSmsProvider($input: SetSmsProviderInput!) {\n    setSmsProvider(input: $input) {\n      hint\n    }\n  }\n": types.SetSmsProviderDocument,
    "\n  mutation SetSlackBot($input: SetSlackBotInput!) {\n    setSlackBot(input: $input) {\n      hint\n    }\n  }\n": types.SetSlackBotDocument,
    "\n  mutation SetDepotChannel($input: SetDepotChannelInput!) {\n    setDepotChannel(input: $input) {\n      hint\n    }\n  }\n": types.SetDepotChannelDocument,
    "\n  mutation RemoveChannelProvider($input: RemoveChannelProviderInput!) {\n    removeChannelProvider(input: $input)\n  }\n": types.RemoveChannelProviderDocument,
    "\n  fragment MyChannelsFields on MyChannels {\n    phone\n    slackMemberId\n    teamsWorkflowHint\n    choices {\n      kind\n      channels\n      always\n      chosen\n    }\n  }\n": types.MyChannelsFieldsFragmentDoc,
    "\n  query MyChannels {\n    myChannels {\n      ...MyChannelsFields\n    }\n  }\n": types.MyChannelsDocument,
    "\n  mutation SetMyChannels($input: SetMyChannelsInput!) {\n    setMyChannels(input: $input) {\n      ...MyChannelsFields\n    }\n  }\n": types.SetMyChannelsDocument,
    "\n  query ChannelDeliveries($tenantId: ID, $page: Int) {\n    channelDeliveries(tenantId: $tenantId, page: $page) {\n      total\n      pages\n      page\n      deliveries {\n        id\n        channel\n        kind\n        depotCode\n        recipient\n        subject\n        status\n        attempts\n        lastError\n        createdAt\n      }\n    }\n  }\n": types.ChannelDeliveriesDocument,
    "\n  query DocumentTypes($tenantId: ID) {\n    documentTypes(tenantId: $tenantId) {\n      id\n      name\n      blocksClockIn\n      roleIds\n      forPartners\n      forVisitors\n      visitReasonIds\n    }\n  }\n": types.DocumentTypesDocument,
    "\n  mutation AddDocumentType($input: AddDocumentTypeInput!) {\n    addDocumentType(input: $input) {\n      id\n      name\n    }\n  }\n": types.AddDocumentTypeDocument,
    "\n  mutation RemoveDocumentType($id: ID!, $tenantId: ID) {\n    removeDocumentType(id: $id, tenantId: $tenantId)\n  }\n": types.RemoveDocumentTypeDocument,
    "\n  fragment PartnerDocumentRowFields on PartnerDocumentRow {\n    partnerId\n    partnerName\n    organisation\n    workId\n    depotCode\n    documentTypeId\n    documentTypeName\n    blocksClockIn\n    documentId\n    fileName\n    expiresOn\n    status\n  }\n": types.PartnerDocumentRowFieldsFragmentDoc,
    "\n  query PartnerDocuments($partnerId: ID!) {\n    partnerDocuments(partnerId: $partnerId) {\n      ...PartnerDocumentRowFields\n    }\n  }\n": types.PartnerDocumentsDocument,
    "\n  query DocumentsNeedingAttention($depotId: ID) {\n    documentsNeedingAttention(depotId: $depotId) {\n      ...PartnerDocumentRowFields\n    }\n  }\n": types.DocumentsNeedingAttentionDocument,
    "\n  mutation RemovePartnerDocument($id: ID!) {\n    removePartnerDocument(id: $id)\n  }\n": types.RemovePartnerDocumentDocument,
    "\n  query VisitDocuments($visitId: ID!) {\n    visitDocuments(visitId: $visitId) {\n      documentTypeId\n      name\n      documentId\n      fileName\n      uploadedAt\n    }\n  }\n": types.VisitDocumentsDocument,
    "\n  fragment SafeLinkFields on SafeLink {\n    firstName\n    depotCode\n    tenantName\n    assemblyPoint\n    language\n    state\n    markedAt\n  }\n": types.SafeLinkFieldsFragmentDoc,
    "\n  query SafeLink($token: String!) {\n    safeLink(token: $token) {\n      ...SafeLinkFields\n    }\n  }\n": types.SafeLinkDocument,
    "\n  mutation MarkSelfSafe($token: String!) {\n    markSelfSafe(token: $token) {\n      ...SafeLinkFields\n    }\n  }\n": types.MarkSelfSafeDocument,
    "\n  query DepotAssemblyPoint($depotId: ID!) {\n    depotAssemblyPoint(depotId: $depotId)\n  }\n": types.DepotAssemblyPointDocument,
    "\n  query DepotMusterKiosk($depotId: ID!) {\n    depotMusterKiosk(depotId: $depotId)\n  }\n": types.DepotMusterKioskDocument,
    "\n  mutation SetDepotMusterKiosk($depotId: ID!, $on: Boolean!) {\n    setDepotMusterKiosk(depotId: $depotId, on: $on)\n  }\n": types.SetDepotMusterKioskDocument,
    "\n  mutation SetDepotAssemblyPoint($depotId: ID!, $text: String) {\n    setDepotAssemblyPoint(depotId: $depotId, text: $text)\n  }\n": types.SetDepotAssemblyPointDocument,
    "\n  query KioskEvacuation($depotId: ID!) {\n    kioskEvacuation(depotId: $depotId) {\n      startedAt\n      assemblyPoint\n      muster\n    }\n  }\n": types.KioskEvacuationDocument,
    "\n  query KioskMusterPeople($depotId: ID!, $search: String) {\n    kioskMusterPeople(depotId: $depotId, search: $search) {\n      entryId\n      label\n    }\n  }\n": types.KioskMusterPeopleDocument,
    "\n  mutation KioskMarkSafe($input: KioskMarkSafeInput!) {\n    kioskMarkSafe(input: $input) {\n      label\n      markedAt\n    }\n  }\n": types.KioskMarkSafeDocument,
    "\n  query Hosts($tenantId: ID, $search: String, $page: Int) {\n    hosts(tenantId: $tenantId, search: $search, page: $page) {\n      total\n      pages\n      page\n      hosts {\n        id\n        name\n        email\n        phone\n        department\n        depotIds\n        language\n        slackMemberId\n        teamsWorkflowHint\n        choices {\n          kind\n          channels\n        }\n        active\n        source\n        staffUser\n      }\n    }\n  }\n": types.HostsDocument,
    "\n  mutation SaveHost($input: SaveHostInput!) {\n    saveHost(input: $input) {\n      id\n      name\n    }\n  }\n": types.SaveHostDocument,
    "\n  mutation RemoveHost($id: ID!) {\n    removeHost(id: $id)\n  }\n": types.RemoveHostDocument,
    "\n  query HostSuggestions($search: String, $depotId: ID) {\n    hostSuggestions(search: $search, depotId: $depotId) {\n      id\n      name\n      email\n      department\n    }\n  }\n": types.HostSuggestionsDocument,
    "\n  fragment KioskCourseFields on KioskInductionCourse {\n    id\n    title\n    body\n    version\n    passMark\n    questions {\n      text\n      options\n      multiple\n    }\n    material {\n      id\n      kind\n      mimeType\n      bytes\n      url\n    }\n  }\n": types.KioskCourseFieldsFragmentDoc,
    "\n  query KioskInductions($depotId: ID!, $workId: String!) {\n    kioskInductions(depotId: $depotId, workId: $workId) {\n      ...KioskCourseFields\n    }\n  }\n": types.KioskInductionsDocument,
    "\n  query KioskOfflineInductions($depotId: ID!) {\n    kioskOfflineInductions(depotId: $depotId) {\n      ...KioskCourseFields\n    }\n  }\n": types.KioskOfflineInductionsDocument,
    "\n  fragment InductionResultFields on InductionResult {\n    passed\n    score\n    passMark\n    wrong\n    expiresAt\n  }\n": types.InductionResultFieldsFragmentDoc,
    "\n  mutation SubmitInduction($input: SubmitInductionInput!) {\n    submitInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n": types.SubmitInductionDocument,
    "\n  query InductionCourses($tenantId: ID) {\n    inductionCourses(tenantId: $tenantId) {\n      id\n      title\n      body\n      passMark\n      allPartners\n      roleIds\n      regularVisitors\n      reasonIds\n      validMonths\n      version\n      updatedAt\n      questions {\n        text\n        options\n        correct\n      }\n      material {\n        id\n        kind\n        bytes\n        fileName\n      }\n    }\n  }\n": types.InductionCoursesDocument,
    "\n  mutation AddInductionCourse($input: AddInductionCourseInput!) {\n    addInductionCourse(input: $input) {\n      id\n      version\n    }\n  }\n": types.AddInductionCourseDocument,
    "\n  mutation UpdateInductionCourse($input: UpdateInductionCourseInput!) {\n    updateInductionCourse(input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateInductionCourseDocument,
    "\n  mutation RemoveInductionCourse($id: ID!) {\n    removeInductionCourse(id: $id)\n  }\n": types.RemoveInductionCourseDocument,
    "\n  query InductionStatus($depotId: ID!) {\n    inductionStatus(depotId: $depotId) {\n      partnerId\n      partnerName\n      workId\n      courseId\n      courseTitle\n      state\n      expiresAt\n      version\n      inPerson\n    }\n  }\n": types.InductionStatusDocument,
    "\n  mutation RecordInductionPass($courseId: ID!, $partnerId: ID!, $passedOn: String) {\n    recordInductionPass(courseId: $courseId, partnerId: $partnerId, passedOn: $passedOn) {\n      partnerId\n      courseId\n      state\n      expiresAt\n      inPerson\n    }\n  }\n": types.RecordInductionPassDocument,
    "\n  query KioskVisitorInductions($depotId: ID!, $reference: String, $reasonForVisit: String, $email: String) {\n    kioskVisitorInductions(depotId: $depotId, reference: $reference, reasonForVisit: $reasonForVisit, email: $email) {\n      ...KioskCourseFields\n    }\n  }\n": types.KioskVisitorInductionsDocument,
    "\n  mutation GradeVisitorInduction($input: GradeVisitorInductionInput!) {\n    gradeVisitorInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n": types.GradeVisitorInductionDocument,
    "\n  query VisitorInductionStatus($depotId: ID!) {\n    visitorInductionStatus(depotId: $depotId) {\n      attendeeId\n      name\n      email\n      kind\n      courseId\n      courseTitle\n      state\n      expiresAt\n      version\n      inPerson\n    }\n  }\n": types.VisitorInductionStatusDocument,
    "\n  mutation RecordVisitorInductionPass($depotId: ID!, $courseId: ID!, $attendeeId: ID!, $passedOn: String) {\n    recordVisitorInductionPass(depotId: $depotId, courseId: $courseId, attendeeId: $attendeeId, passedOn: $passedOn) {\n      attendeeId\n      courseId\n      state\n      expiresAt\n      inPerson\n    }\n  }\n": types.RecordVisitorInductionPassDocument,
    "\n  fragment KioskDeviceFields on KioskDevice {\n    id\n    deviceId\n    name\n    version\n    heldEntries\n    lastSeenAt\n    status\n    paired\n  }\n": types.KioskDeviceFieldsFragmentDoc,
    "\n  query KioskDevices($depotId: ID!) {\n    kioskDevices(depotId: $depotId) {\n      depotId\n      timeZone\n      opensAt\n      closesAt\n      currentTime\n      devices {\n        ...KioskDeviceFields\n      }\n    }\n  }\n": types.KioskDevicesDocument,
    "\n  mutation RenameKioskDevice($id: ID!, $name: String) {\n    renameKioskDevice(id: $id, name: $name) {\n      ...KioskDeviceFields\n    }\n  }\n": types.RenameKioskDeviceDocument,
    "\n  mutation ForgetKioskDevice($id: ID!) {\n    forgetKioskDevice(id: $id)\n  }\n": types.ForgetKioskDeviceDocument,
    "\n  mutation SetDepotHours($depotId: ID!, $opensAt: String, $closesAt: String) {\n    setDepotHours(depotId: $depotId, opensAt: $opensAt, closesAt: $closesAt) {\n      depotId\n      opensAt\n      closesAt\n    }\n  }\n": types.SetDepotHoursDocument,
    "\n  mutation CreateKioskPairing($depotId: ID!) {\n    createKioskPairing(depotId: $depotId) {\n      code\n      url\n      expiresAt\n    }\n  }\n": types.CreateKioskPairingDocument,
    "\n  mutation UnpairKioskDevice($id: ID!) {\n    unpairKioskDevice(id: $id) {\n      ...KioskDeviceFields\n    }\n  }\n": types.UnpairKioskDeviceDocument,
    "\n  query TenantKioskTexts($tenantId: ID) {\n    tenantKioskTexts(tenantId: $tenantId) {\n      tenantId\n      rules {\n        key\n        group\n        question\n        defaultText\n        text\n      }\n      contractorRules\n      defaultContractorRules\n    }\n  }\n": types.TenantKioskTextsDocument,
    "\n  mutation SaveKioskTexts($input: SaveKioskTextsInput!) {\n    saveKioskTexts(input: $input) {\n      tenantId\n      contractorRules\n    }\n  }\n": types.SaveKioskTextsDocument,
    "\n  query TenantKioskLanguages($tenantId: ID) {\n    tenantKioskLanguages(tenantId: $tenantId) {\n      tenantId\n      defaultLanguage\n      languages\n      supported\n    }\n  }\n": types.TenantKioskLanguagesDocument,
    "\n  mutation SaveKioskLanguages($input: SaveKioskLanguagesInput!) {\n    saveKioskLanguages(input: $input) {\n      tenantId\n      defaultLanguage\n      languages\n    }\n  }\n": types.SaveKioskLanguagesDocument,
    "\n  query KioskDepot($tenantName: String!, $depotCode: String!) {\n    findDepot(tenantName: $tenantName, depotCode: $depotCode) {\n      id\n      code\n      tenantName\n      timeZone\n      tempMin\n      tempMax\n      address {\n        line1\n        line2\n        county\n        eirCode\n      }\n      defaultLanguage\n      languages\n      photoAtSignIn\n      healthYesAsksApproval\n    }\n  }\n": types.KioskDepotDocument,
    "\n  query QrInfo($ref: String!) {\n    qrInfo(meetingReference: $ref) {\n      visittype\n    }\n  }\n": types.QrInfoDocument,
    "\n  query KioskVisitor($input: FetchVisitorInput!) {\n    kioskVisitor(input: $input) {\n      meetingReference\n      visittype\n      firstName\n      lastName\n      email\n      company\n      meetingWith\n      signFlag\n      badgeNumFlag\n      enterTemperature\n      printLabel\n      hasCheckedIn\n      hasCheckedOut\n      next\n      message\n      preArrived\n      preArrivalSigned\n    }\n  }\n": types.KioskVisitorDocument,
    "\n  query VisitorReasons($depotId: ID) {\n    visitorReasons(depotId: $depotId)\n  }\n": types.VisitorReasonsDocument,
    "\n  query KioskHosts($depotId: ID!) {\n    kioskHosts(depotId: $depotId) {\n      id\n      name\n      department\n    }\n  }\n": types.KioskHostsDocument,
    "\n  fragment KioskAttendanceFields on KioskAttendance {\n    attendanceId\n    badgeNumber\n    checkedInAt\n    name\n    visitType\n  }\n": types.KioskAttendanceFieldsFragmentDoc,
    "\n  mutation VisitorCheckIn($input: VisitorCheckInInput!) {\n    visitorCheckIn(input: $input) {\n      ...KioskAttendanceFields\n    }\n  }\n": types.VisitorCheckInDocument,
    "\n  mutation UnplannedCheckIn($input: UnplannedCheckInInput!) {\n    unplannedCheckIn(input: $input) {\n      ...KioskAttendanceFields\n    }\n  }\n": types.UnplannedCheckInDocument,
    "\n  mutation WalkInCheckIn($input: UnplannedCheckInInput!) {\n    walkInCheckIn(input: $input) {\n      attendance {\n        ...KioskAttendanceFields\n      }\n      approval {\n        id\n        kioskToken\n        expiresAt\n      }\n    }\n  }\n": types.WalkInCheckInDocument,
    "\n  query KioskApproval($id: ID!, $kioskToken: String!) {\n    kioskApproval(id: $id, kioskToken: $kioskToken) {\n      state\n      expiresAt\n      attendance {\n        attendanceId\n        badgeNumber\n        checkedInAt\n        name\n      }\n    }\n  }\n": types.KioskApprovalDocument,
    "\n  mutation SubmitSignature($input: SubmitSignatureInput!) {\n    submitSignature(input: $input)\n  }\n": types.SubmitSignatureDocument,
    "\n  query VisitorBeforeCheckout($depotId: ID!, $badge: String, $ref: String) {\n    visitorBeforeCheckout(depotId: $depotId, depotBadgeNum: $badge, meetingReference: $ref) {\n      name\n      badgeNumber\n    }\n  }\n": types.VisitorBeforeCheckoutDocument,
    "\n  mutation VisitorCheckOut($input: VisitorCheckOutInput!) {\n    visitorCheckOut(input: $input) {\n      name\n      badgeNumber\n    }\n  }\n": types.VisitorCheckOutDocument,
    "\n  query PartnerShiftValidation($depotId: ID!, $workId: String!) {\n    partnerShiftValidation(depotId: $depotId, workId: $workId) {\n      ok\n      message\n    }\n  }\n": types.PartnerShiftValidationDocument,
    "\n  query KioskPartner($depotId: ID!, $workId: String!) {\n    kioskPartner(depotId: $depotId, workId: $workId) {\n      workId\n      name\n      organisation\n      signFlag\n      badgeNumFlag\n      enterTemperature\n      hasClockedIn\n      hasClockedOut\n      next\n      message\n      askAgain\n    }\n  }\n": types.KioskPartnerDocument,
    "\n  fragment ClockResultFields on ClockResult {\n    attendanceId\n    name\n    organisation\n    badgeNumber\n    at\n    message\n  }\n": types.ClockResultFieldsFragmentDoc,
    "\n  mutation ClockIn($input: ClockInput!) {\n    clockIn(input: $input) {\n      ...ClockResultFields\n    }\n  }\n": types.ClockInDocument,
    "\n  mutation ClockOut($input: ClockInput!) {\n    clockOut(input: $input) {\n      ...ClockResultFields\n    }\n  }\n": types.ClockOutDocument,
    "\n  mutation SubmitPartnerSignature($input: PartnerSignatureInput!) {\n    submitPartnerSignature(input: $input)\n  }\n": types.SubmitPartnerSignatureDocument,
    "\n  query KioskTexts($depotId: ID!) {\n    kioskTexts(depotId: $depotId) {\n      rules {\n        key\n        text\n        question\n      }\n      contractorRules\n    }\n  }\n": types.KioskTextsDocument,
    "\n  mutation PairKiosk($input: PairKioskInput!) {\n    pairKiosk(input: $input) {\n      deviceSecret\n      name\n    }\n  }\n": types.PairKioskDocument,
    "\n  mutation KioskHeartbeat($input: KioskHeartbeatInput!) {\n    kioskHeartbeat(input: $input) {\n      name\n      intervalSeconds\n    }\n  }\n": types.KioskHeartbeatDocument,
    "\n  mutation ReportRefusedKioskEntry($input: RefusedKioskEntryInput!) {\n    reportRefusedKioskEntry(input: $input)\n  }\n": types.ReportRefusedKioskEntryDocument,
    "\n  mutation SetDepotExpectedStay($depotId: ID!, $minutes: Int) {\n    setDepotExpectedStay(depotId: $depotId, minutes: $minutes)\n  }\n": types.SetDepotExpectedStayDocument,
    "\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n      autoCheckout\n    }\n  }\n": types.PartnerReportFieldsFragmentDoc,
    "\n  query DailyPartnerReport($depotId: ID!, $date: String, $search: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date, search: $search) {\n      ...PartnerReportFields\n    }\n  }\n": types.DailyPartnerReportDocument,
    "\n  query DateRangePartnerReport($input: DateRangePartnerReportInput!) {\n    dateRangePartnerReport(input: $input) {\n      ...PartnerReportFields\n    }\n  }\n": types.DateRangePartnerReportDocument,
    "\n  mutation ExportPartnerReport($input: ExportPartnerReportInput!) {\n    exportPartnerReport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n": types.ExportPartnerReportDocument,
    "\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      ...ExportJobFields\n    }\n  }\n": types.ExportJobDocument,
    "\n  fragment ExportJobFields on ExportJob {\n    id\n    status\n    fileName\n    downloadPath\n    message\n    rowCount\n  }\n": types.ExportJobFieldsFragmentDoc,
    "\n  fragment PartnerFields on Partner {\n    id\n    workId\n    name\n    organisation\n    email\n    phone\n    signFlag\n    badgeNumFlag\n    singleSignFlag\n    enterTemperature\n    depotId\n    shiftId\n    shiftName\n    shiftTime\n    roleId\n    roleName\n  }\n": types.PartnerFieldsFragmentDoc,
    "\n  query Partners($depotId: ID!, $page: Int!, $search: String) {\n    partners(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        ...PartnerFields\n      }\n    }\n  }\n": types.PartnersDocument,
    "\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      ...PartnerFields\n    }\n  }\n": types.RegisterPartnerDocument,
    "\n  mutation EditPartner($id: ID!, $input: PartnerInput!) {\n    editPartner(id: $id, input: $input) {\n      ...PartnerFields\n    }\n  }\n": types.EditPartnerDocument,
    "\n  mutation DeletePartner($id: ID!) {\n    deletePartner(id: $id)\n  }\n": types.DeletePartnerDocument,
    "\n  mutation SendPartnerQrCode($id: ID!) {\n    sendPartnerQrCode(id: $id)\n  }\n": types.SendPartnerQrCodeDocument,
    "\n  query PartnerAttendances($partnerId: ID!, $page: Int) {\n    partnerAttendances(partnerId: $partnerId, page: $page) {\n      total\n      page\n      pageSize\n      pages\n      items {\n        attendanceId\n        depotCode\n        checkInTime\n        checkOutTime\n        depotBadgeNum\n        temperature\n        totalHours\n      }\n    }\n  }\n": types.PartnerAttendancesDocument,
    "\n  query DepotPhotoAtSignIn($depotId: ID!) {\n    depotPhotoAtSignIn(depotId: $depotId)\n  }\n": types.DepotPhotoAtSignInDocument,
    "\n  mutation SetDepotPhotoAtSignIn($depotId: ID!, $enabled: Boolean!) {\n    setDepotPhotoAtSignIn(depotId: $depotId, enabled: $enabled)\n  }\n": types.SetDepotPhotoAtSignInDocument,
    "\n  fragment PreArrivalFields on PreArrival {\n    firstName\n    lastName\n    company\n    tenantName\n    depotCode\n    depotAddress\n    timeZone\n    dateOfVisit\n    hostName\n    language\n    signatureRequired\n    versionId\n    versionNumber\n    rules {\n      key\n      group\n      text\n      question\n    }\n    completedAt\n    carReg\n    answers {\n      key\n      answer\n    }\n    signed\n    courses {\n      ...KioskCourseFields\n    }\n    coursesPassed {\n      title\n      expiresAt\n    }\n    documents {\n      documentTypeId\n      name\n      documentId\n      fileName\n      mimeType\n      uploadedAt\n    }\n    documentMaxMb\n  }\n": types.PreArrivalFieldsFragmentDoc,
    "\n  query PreArrival($token: String!) {\n    preArrival(token: $token) {\n      ...PreArrivalFields\n    }\n  }\n": types.PreArrivalDocument,
    "\n  mutation SubmitPreArrival($input: SubmitPreArrivalInput!) {\n    submitPreArrival(input: $input) {\n      ...PreArrivalFields\n    }\n  }\n": types.SubmitPreArrivalDocument,
    "\n  mutation TakePreArrivalInduction($input: TakePreArrivalInductionInput!) {\n    takePreArrivalInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n": types.TakePreArrivalInductionDocument,
    "\n  query OnSiteNow($depotId: ID!) {\n    onSiteNow(depotId: $depotId) {\n      depotId\n      depotCode\n      timeZone\n      autoSignOutTime\n      expectedStayMinutes\n      currentTime\n      rows {\n        attendanceId\n        hasPhoto\n        kind\n        visitType\n        name\n        company\n        host\n        badgeNumber\n        checkedInAt\n        localDate\n        earlierDay\n        expectedBy\n        overstaying\n      }\n    }\n  }\n": types.OnSiteNowDocument,
    "\n  query OnSiteCounts {\n    onSiteCounts {\n      depotId\n      depotCode\n      onSite\n      earlierDay\n    }\n  }\n": types.OnSiteCountsDocument,
    "\n  fragment EvacuationSummaryFields on EvacuationSummary {\n    id\n    startedAt\n    startedByName\n    endedAt\n    endedByName\n    open\n    total\n    safe\n    left\n    missing\n  }\n": types.EvacuationSummaryFieldsFragmentDoc,
    "\n  fragment EvacuationFields on Evacuation {\n    id\n    depotId\n    depotCode\n    timeZone\n    startedAt\n    startedByName\n    endedAt\n    endedByName\n    open\n    total\n    safe\n    left\n    missing\n    entries {\n      entryId\n      attendanceId\n      hasPhoto\n      kind\n      visitType\n      name\n      company\n      host\n      badgeNumber\n      checkedInAt\n      status\n      markedAt\n      markedByName\n      arrivedDuring\n      selfReported\n    }\n  }\n": types.EvacuationFieldsFragmentDoc,
    "\n  query CurrentEvacuation($depotId: ID!) {\n    currentEvacuation(depotId: $depotId) {\n      ...EvacuationFields\n    }\n  }\n": types.CurrentEvacuationDocument,
    "\n  query Evacuation($id: ID!) {\n    evacuation(id: $id) {\n      ...EvacuationFields\n    }\n  }\n": types.EvacuationDocument,
    "\n  query Evacuations($depotId: ID!, $page: Int!) {\n    evacuations(depotId: $depotId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...EvacuationSummaryFields\n      }\n    }\n  }\n": types.EvacuationsDocument,
    "\n  mutation StartEvacuation($depotId: ID!) {\n    startEvacuation(depotId: $depotId) {\n      ...EvacuationFields\n    }\n  }\n": types.StartEvacuationDocument,
    "\n  mutation MarkEvacuee($entryId: ID!, $safe: Boolean!) {\n    markEvacuee(entryId: $entryId, safe: $safe) {\n      entryId\n      status\n      markedAt\n      markedByName\n    }\n  }\n": types.MarkEvacueeDocument,
    "\n  mutation EndEvacuation($id: ID!) {\n    endEvacuation(id: $id) {\n      ...EvacuationFields\n    }\n  }\n": types.EndEvacuationDocument,
    "\n  subscription EvacuationChanged($depotId: ID!) {\n    evacuationChanged(depotId: $depotId) {\n      kind\n      evacuationId\n      entryId\n    }\n  }\n": types.EvacuationChangedDocument,
    "\n  mutation SetAutoSignOutTime($depotId: ID!, $time: String) {\n    setAutoSignOutTime(depotId: $depotId, time: $time)\n  }\n": types.SetAutoSignOutTimeDocument,
    "\n  mutation ExportEvacuation($id: ID!) {\n    exportEvacuation(id: $id) {\n      id\n      fileName\n    }\n  }\n": types.ExportEvacuationDocument,
    "\n  query RefusedKioskEntries($depotId: ID!) {\n    refusedKioskEntries(depotId: $depotId) {\n      id\n      kind\n      summary\n      message\n      occurredAt\n      deviceId\n    }\n  }\n": types.RefusedKioskEntriesDocument,
    "\n  mutation DismissRefusedKioskEntry($id: ID!) {\n    dismissRefusedKioskEntry(id: $id)\n  }\n": types.DismissRefusedKioskEntryDocument,
    "\n  query VisitReasonList($tenantId: ID) {\n    visitReasonList(tenantId: $tenantId) {\n      id\n      text\n      retired\n      inUse\n    }\n  }\n": types.VisitReasonListDocument,
    "\n  mutation AddVisitReason($input: AddVisitReasonInput!) {\n    addVisitReason(input: $input) {\n      id\n    }\n  }\n": types.AddVisitReasonDocument,
    "\n  mutation RenameVisitReason($input: RenameVisitReasonInput!) {\n    renameVisitReason(input: $input) {\n      id\n      text\n    }\n  }\n": types.RenameVisitReasonDocument,
    "\n  mutation RetireVisitReason($id: ID!) {\n    retireVisitReason(id: $id) {\n      id\n      retired\n    }\n  }\n": types.RetireVisitReasonDocument,
    "\n  mutation RestoreVisitReason($id: ID!) {\n    restoreVisitReason(id: $id) {\n      id\n      retired\n    }\n  }\n": types.RestoreVisitReasonDocument,
    "\n  mutation DeleteVisitReason($id: ID!) {\n    deleteVisitReason(id: $id)\n  }\n": types.DeleteVisitReasonDocument,
    "\n  fragment RetentionCountsFields on RetentionCounts {\n    attendances\n    signatures\n    evacuationEntries\n    visitors\n    regularVisitors\n    partners\n    refusedKioskEntries\n    mailRecords\n    importFiles\n    exportFiles\n    watchlistRows\n    approvals\n  }\n": types.RetentionCountsFieldsFragmentDoc,
    "\n  query Retention($tenantId: ID) {\n    retention(tenantId: $tenantId) {\n      tenantId\n      days\n      minDays\n      maxDays\n      defaultDays\n      runs {\n        id\n        kind\n        cutoff\n        createdAt\n        finishedAt\n        counts {\n          ...RetentionCountsFields\n        }\n      }\n    }\n  }\n": types.RetentionDocument,
    "\n  mutation SetRetention($input: SetRetentionInput!) {\n    setRetention(input: $input) {\n      tenantId\n      days\n    }\n  }\n": types.SetRetentionDocument,
    "\n  query DataSubject($input: DataSubjectInput!) {\n    dataSubject(input: $input) {\n      kind\n      id\n      name\n      company\n      visits\n      attendances\n      regularVisitor\n    }\n  }\n": types.DataSubjectDocument,
    "\n  mutation ExportDataSubject($input: DataSubjectInput!) {\n    exportDataSubject(input: $input) {\n      fileName\n      json\n    }\n  }\n": types.ExportDataSubjectDocument,
    "\n  mutation EraseDataSubject($input: DataSubjectInput!) {\n    eraseDataSubject(input: $input) {\n      id\n      counts {\n        ...RetentionCountsFields\n      }\n    }\n  }\n": types.EraseDataSubjectDocument,
    "\n  query Roles {\n    roles {\n      id\n      roleName\n    }\n  }\n": types.RolesDocument,
    "\n  mutation AddRole($input: RoleInput!) {\n    addRole(input: $input) {\n      id\n      roleName\n    }\n  }\n": types.AddRoleDocument,
    "\n  mutation EditRole($id: ID!, $input: RoleInput!) {\n    editRole(id: $id, input: $input) {\n      id\n      roleName\n    }\n  }\n": types.EditRoleDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n": types.DeleteRoleDocument,
    "\n  fragment ShiftFields on Shift {\n    id\n    shiftName\n    startTime\n    endTime\n  }\n": types.ShiftFieldsFragmentDoc,
    "\n  query Shifts {\n    shifts {\n      ...ShiftFields\n    }\n  }\n": types.ShiftsDocument,
    "\n  mutation AddShift($input: ShiftInput!) {\n    addShift(input: $input) {\n      ...ShiftFields\n    }\n  }\n": types.AddShiftDocument,
    "\n  mutation EditShift($id: ID!, $input: ShiftInput!) {\n    editShift(id: $id, input: $input) {\n      ...ShiftFields\n    }\n  }\n": types.EditShiftDocument,
    "\n  mutation DeleteShift($id: ID!) {\n    deleteShift(id: $id)\n  }\n": types.DeleteShiftDocument,
    "\n  query StaffDepots($tenantId: ID) {\n    depots(tenantId: $tenantId) {\n      id\n      code\n      text\n      timeZone\n      tenantId\n    }\n  }\n": types.StaffDepotsDocument,
    "\n  query TenantsShort {\n    tenantsShortList {\n      id\n      name\n    }\n  }\n": types.TenantsShortDocument,
    "\n  mutation BookVisit($input: BookVisitInput!) {\n    bookVisit(input: $input) {\n      id\n      meetingReference\n      firstName\n      lastName\n      dateOfVisit\n    }\n  }\n": types.BookVisitDocument,
    "\n  query BookingReasons($depotId: ID) {\n    visitorReasons(depotId: $depotId)\n  }\n": types.BookingReasonsDocument,
    "\n  query BookedVisits($depotId: ID!, $date: String) {\n    bookedVisits(depotId: $depotId, date: $date) {\n      ...VisitFields\n    }\n  }\n": types.BookedVisitsDocument,
    "\n  mutation CancelVisit($id: ID!) {\n    cancelVisit(id: $id) {\n      id\n      state\n    }\n  }\n": types.CancelVisitDocument,
    "\n  mutation ManualCheckout($attendanceId: ID!, $notify: Boolean!) {\n    manualCheckout(attendanceId: $attendanceId, sendNotification: $notify) {\n      name\n    }\n  }\n": types.ManualCheckoutDocument,
    "\n  fragment LiveRowFields on LiveReportRow {\n    attendanceId\n    attendeeName\n    visitType\n    dateofVisit\n    checkIn\n    checkOut\n    actualIn\n    actualOut\n  }\n": types.LiveRowFieldsFragmentDoc,
    "\n  query LiveReport($depotId: ID!, $date: String, $visitType: String!) {\n    liveReport(depotId: $depotId, date: $date, visitType: $visitType) {\n      date\n      weekFrom\n      weekTo\n      timeZone\n      message\n      seq\n      rows {\n        ...LiveRowFields\n      }\n    }\n  }\n": types.LiveReportDocument,
    "\n  subscription AttendanceChanged($depotId: ID!) {\n    attendanceChanged(depotId: $depotId) {\n      kind\n      seq\n      depotId\n      attendanceId\n      visitId\n      attendeeName\n      visitType\n      at\n      row {\n        ...LiveRowFields\n      }\n      badge {\n        number\n      }\n    }\n  }\n": types.AttendanceChangedDocument,
    "\n  query RegularVisitorReference {\n    regularVisitorReference\n  }\n": types.RegularVisitorReferenceDocument,
    "\n  mutation RegisterRegularVisitor($input: RegisterRegularVisitorInput!) {\n    registerRegularVisitor(input: $input) {\n      id\n      meetingReference\n    }\n  }\n": types.RegisterRegularVisitorDocument,
    "\n  query RegularVisitors($depotId: ID!, $page: Int!, $search: String) {\n    regularVisitors(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        meetingReference\n        name\n        email\n        company\n        signFlag\n        badgeNumFlag\n        enterTemperature\n        emailFlag\n        hostid\n        host {\n          hostname\n          hostemail\n          department\n        }\n      }\n    }\n  }\n": types.RegularVisitorsDocument,
    "\n  mutation EditRegularVisitor($id: ID!, $input: EditRegularVisitorInput!) {\n    editRegularVisitor(id: $id, input: $input) {\n      id\n    }\n  }\n": types.EditRegularVisitorDocument,
    "\n  mutation RemoveRegularVisitor($id: ID!) {\n    removeRegularVisitor(id: $id)\n  }\n": types.RemoveRegularVisitorDocument,
    "\n  mutation ResendRegularVisitor($id: ID!) {\n    resendRegularVisitorEmail(id: $id)\n  }\n": types.ResendRegularVisitorDocument,
    "\n  mutation EditRegularHost($hostId: ID!, $input: RegularHostInput!) {\n    editRegularHost(hostId: $hostId, input: $input) {\n      id\n    }\n  }\n": types.EditRegularHostDocument,
    "\n  query Badges($depotId: ID!) {\n    badges(depotId: $depotId) {\n      id\n      badgeNum\n      inUse\n    }\n    nextBadgeNumber(depotId: $depotId)\n  }\n": types.BadgesDocument,
    "\n  mutation AddBadges($input: AddBadgesInput!) {\n    addBadges(input: $input) {\n      id\n    }\n  }\n": types.AddBadgesDocument,
    "\n  query BadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) {\n      kind\n      name\n      company\n      checkedInAt\n    }\n  }\n": types.BadgeAssigneeDocument,
    "\n  mutation CheckOutBadgeHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) {\n      name\n    }\n  }\n": types.CheckOutBadgeHolderDocument,
    "\n  fragment MySummaryFields on MySummary {\n    depotId\n    depotCode\n    timeZone\n    endOfDay\n    endOfWeek\n  }\n": types.MySummaryFieldsFragmentDoc,
    "\n  query MySummaries {\n    mySummaries {\n      ...MySummaryFields\n    }\n  }\n": types.MySummariesDocument,
    "\n  mutation SetMySummary($input: SetMySummaryInput!) {\n    setMySummary(input: $input) {\n      ...MySummaryFields\n    }\n  }\n": types.SetMySummaryDocument,
    "\n  query Tenants($includeArchived: Boolean! = false) {\n    tenants(includeArchived: $includeArchived) {\n      id\n      name\n      dateRegistered\n      numDepots\n      numReps\n      tempMin\n      tempMax\n      archivedAt\n    }\n  }\n": types.TenantsDocument,
    "\n  query FirstRun {\n    firstRun\n  }\n": types.FirstRunDocument,
    "\n  fragment AddressLines on Address {\n    line1\n    line2\n    county\n    eirCode\n  }\n": types.AddressLinesFragmentDoc,
    "\n  query TenantDetails($id: ID!) {\n    tenant(id: $id) {\n      id\n      name\n      dateRegistered\n      numDepots\n      numReps\n      tempMin\n      tempMax\n      archivedAt\n      tenantRep {\n        id\n        name\n        username\n        email\n        role\n        department\n        emailConfirmed\n        disabled\n        depot {\n          id\n          code\n        }\n      }\n      depots {\n        id\n        code\n        tenantId\n        tenantName\n        timeZone\n        text\n        kioskUrl\n        partnerKioskUrl\n        kioskCertificateUrl\n        address {\n          ...AddressLines\n        }\n        managers {\n          id\n          name\n          email\n          department\n          depotId\n          receiveEmailFlag\n        }\n      }\n    }\n  }\n": types.TenantDetailsDocument,
    "\n  query TenantRoles($tenantId: ID) {\n    roles(tenantId: $tenantId) {\n      id\n      roleName\n    }\n  }\n": types.TenantRolesDocument,
    "\n  mutation CreateTenant($input: CreateTenantInput!) {\n    createTenant(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateTenantDocument,
    "\n  mutation EditTenant($id: ID!, $input: EditTenantInput!) {\n    editTenant(id: $id, input: $input) {\n      id\n      name\n      tempMin\n      tempMax\n    }\n  }\n": types.EditTenantDocument,
    "\n  mutation RemoveTenant($id: ID!, $confirmName: String!) {\n    removeTenant(id: $id, confirmName: $confirmName)\n  }\n": types.RemoveTenantDocument,
    "\n  mutation RestoreTenant($id: ID!) {\n    restoreTenant(id: $id) {\n      id\n      archivedAt\n    }\n  }\n": types.RestoreTenantDocument,
    "\n  mutation EditRepresentative($id: ID!, $input: EditRepresentativeInput!) {\n    editRepresentative(id: $id, input: $input) {\n      id\n    }\n  }\n": types.EditRepresentativeDocument,
    "\n  mutation RemoveRepresentative($id: ID!) {\n    removeRepresentative(id: $id)\n  }\n": types.RemoveRepresentativeDocument,
    "\n  mutation ResendConfirmation($id: ID!) {\n    resendConfirmationEmail(id: $id)\n  }\n": types.ResendConfirmationDocument,
    "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n": types.SetUserDisabledDocument,
    "\n  mutation SendUserPasswordReset($id: ID!) {\n    sendUserPasswordReset(id: $id)\n  }\n": types.SendUserPasswordResetDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      id\n      username\n      tenantId\n    }\n  }\n": types.RegisterUserDocument,
    "\n  mutation AddDepot($input: AddDepotInput!) {\n    addDepot(input: $input) {\n      id\n      code\n      tenantId\n    }\n  }\n": types.AddDepotDocument,
    "\n  mutation UpdateDepot($id: ID!, $input: DepotInput!) {\n    updateDepot(id: $id, input: $input) {\n      id\n      address {\n        ...AddressLines\n      }\n    }\n  }\n": types.UpdateDepotDocument,
    "\n  mutation AddManager($input: AddManagerInput!) {\n    addManager(input: $input) {\n      id\n    }\n  }\n": types.AddManagerDocument,
    "\n  mutation EditManager($id: ID!, $input: EditManagerInput!) {\n    editManager(id: $id, input: $input) {\n      id\n      name\n      email\n      department\n      receiveEmailFlag\n    }\n  }\n": types.EditManagerDocument,
    "\n  mutation DeleteManager($id: ID!) {\n    deleteManager(id: $id)\n  }\n": types.DeleteManagerDocument,
    "\n  query DepotBadges($depotId: ID!) {\n    badges(depotId: $depotId) {\n      id\n      badgeNum\n      inUse\n      holderName\n      holderKind\n    }\n    nextBadgeNumber(depotId: $depotId)\n  }\n": types.DepotBadgesDocument,
    "\n  mutation AddDepotBadges($input: AddBadgesInput!) {\n    addBadges(input: $input) {\n      id\n      badgeNum\n    }\n  }\n": types.AddDepotBadgesDocument,
    "\n  query DepotBadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) {\n      kind\n      name\n      company\n      checkedInAt\n      badgeNumber\n      visitType\n    }\n  }\n": types.DepotBadgeAssigneeDocument,
    "\n  mutation DepotCheckOutHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) {\n      name\n      kind\n    }\n  }\n": types.DepotCheckOutHolderDocument,
    "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n": types.ImportJobDocument,
    "\n  fragment VisitFields on BookedVisit {\n    id\n    meetingReference\n    visitType\n    firstName\n    lastName\n    email\n    company\n    hostName\n    hostEmail\n    department\n    dateOfVisit\n    depotId\n    depotCode\n    state\n    hasCheckedIn\n    hasCheckedOut\n    attendanceId\n    checkInTime\n    checkOutTime\n    depotBadgeNum\n    manualCheckout\n    autoCheckout\n  }\n": types.VisitFieldsFragmentDoc,
    "\n  query VisitDetail($id: ID!) {\n    bookedVisit(id: $id) {\n      ...VisitFields\n      bookedBy\n      hasPhoto\n      reasonForVisit\n      printLabel\n      badgeNumFlag\n      signFlag\n      enterTemperature\n    }\n    visitQuestionnaire(visitId: $id) {\n      visitId\n      timeZone\n      message\n    }\n  }\n": types.VisitDetailDocument,
    "\n  query VisitQuestionnaire($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId\n      attendanceId\n      message\n      visitorName\n      email\n      company\n      visitType\n      hostName\n      depotCode\n      timeZone\n      checkInTime\n      checkOutTime\n      manualCheckout\n      depotBadgeNum\n      carReg\n      reason\n      temperature\n      temperatureFlagged\n      rulesOnDevice\n      answers {\n        key\n        group\n        question\n        answer\n      }\n      hasSignature\n      signatureDataUrl\n      agreementVersionNumber\n      agreementSavedAt\n    }\n  }\n": types.VisitQuestionnaireDocument,
    "\n  fragment VisitPageFields on VisitPage {\n    total\n    page\n    pageSize\n    pages\n    message\n    items {\n      ...VisitFields\n    }\n  }\n": types.VisitPageFieldsFragmentDoc,
    "\n  query DailyVisitReport($depotId: ID!, $date: String, $page: Int) {\n    dailyVisitReport(depotId: $depotId, date: $date, page: $page) {\n      ...VisitPageFields\n    }\n  }\n": types.DailyVisitReportDocument,
    "\n  query DateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    dateRangeVisitorsReport(input: $input) {\n      ...VisitPageFields\n    }\n  }\n": types.DateRangeVisitorsReportDocument,
    "\n  query VisitorsSummary($depotId: ID!, $dateFrom: String!, $dateTo: String!) {\n    visitorsSummary(depotId: $depotId, dateFrom: $dateFrom, dateTo: $dateTo) {\n      timeZone\n      days {\n        date\n        planned\n        unplanned\n        regular\n      }\n      hours {\n        hour\n        count\n      }\n    }\n  }\n": types.VisitorsSummaryDocument,
    "\n  mutation ExportDailyVisitReport($depotId: ID!, $date: String) {\n    exportDailyVisitReport(depotId: $depotId, date: $date) {\n      ...ExportJobFields\n    }\n  }\n": types.ExportDailyVisitReportDocument,
    "\n  mutation ExportDateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    exportDateRangeVisitorsReport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n": types.ExportDateRangeVisitorsReportDocument,
    "\n  mutation EditBooking($input: EditBookingInput!) {\n    editBooking(input: $input) {\n      ...VisitFields\n      printLabel\n      badgeNumFlag\n      signFlag\n      enterTemperature\n    }\n  }\n": types.EditBookingDocument,
    "\n  mutation ResendBookingQr($id: ID!) {\n    resendBookingQr(id: $id) {\n      id\n      state\n    }\n  }\n": types.ResendBookingQrDocument,
    "\n  fragment WatchlistEntryFields on WatchlistEntry {\n    id\n    name\n    email\n    phone\n    company\n    carReg\n    reason\n    action\n    expiresAt\n    expired\n    addedBy\n    createdAt\n  }\n": types.WatchlistEntryFieldsFragmentDoc,
    "\n  query Watchlist($tenantId: ID, $page: Int, $search: String) {\n    watchlist(tenantId: $tenantId, page: $page, search: $search) {\n      total\n      pages\n      page\n      entries {\n        ...WatchlistEntryFields\n      }\n    }\n  }\n": types.WatchlistDocument,
    "\n  mutation AddWatchlistEntry($input: AddWatchlistEntryInput!) {\n    addWatchlistEntry(input: $input) {\n      id\n      name\n    }\n  }\n": types.AddWatchlistEntryDocument,
    "\n  mutation UpdateWatchlistEntry($input: UpdateWatchlistEntryInput!) {\n    updateWatchlistEntry(input: $input) {\n      ...WatchlistEntryFields\n    }\n  }\n": types.UpdateWatchlistEntryDocument,
    "\n  mutation RemoveWatchlistEntry($id: ID!) {\n    removeWatchlistEntry(id: $id)\n  }\n": types.RemoveWatchlistEntryDocument,
    "\n  query WatchlistMatches($tenantId: ID, $page: Int) {\n    watchlistMatches(tenantId: $tenantId, page: $page) {\n      total\n      pages\n      page\n      matches {\n        id\n        depotCode\n        action\n        matchedFields\n        personName\n        path\n        occurredAt\n        visitId\n      }\n    }\n  }\n": types.WatchlistMatchesDocument,
    "\n  query WatchlistCheck($input: WatchlistCheckInput!) {\n    watchlistCheck(input: $input) {\n      matched\n      action\n      matchedFields\n    }\n  }\n": types.WatchlistCheckDocument,
    "\n  subscription WatchlistMatched($depotId: ID!) {\n    watchlistMatched(depotId: $depotId) {\n      matchId\n      depotId\n      action\n      personName\n      matchedFields\n      at\n    }\n  }\n": types.WatchlistMatchedDocument,
    "\n  query WebhookEndpoints($tenantId: ID) {\n    webhookEndpoints(tenantId: $tenantId) {\n      id\n      url\n      description\n      events\n      enabled\n      consecutiveFailures\n      disabledAt\n      createdAt\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookInput!) {\n    updateWebhookEndpoint(input: $input) {\n      id\n      enabled\n      consecutiveFailures\n      disabledAt\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $page: Int, $pageSize: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        eventId\n        type\n        status\n        attempts\n        lastStatusCode\n        createdAt\n        deliveredAt\n        attemptLog {\n          attempt\n          statusCode\n          latencyMs\n          error\n        }\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    username\n    name\n    email\n    department\n    role\n    tenantId\n    tenantName\n    depot {\n      id\n      code\n    }\n    language\n    ownLanguage\n    tenantLanguage\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    username\n    name\n    email\n    department\n    role\n    tenantId\n    tenantName\n    depot {\n      id\n      code\n    }\n    language\n    ownLanguage\n    tenantLanguage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n  \n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n  \n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgreementVersions($tenantId: ID) {\n    agreementVersions(tenantId: $tenantId) {\n      id\n      kind\n      number\n      savedAt\n      savedByName\n      askAgain\n      isDefault\n      words {\n        key\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgreementVersions($tenantId: ID) {\n    agreementVersions(tenantId: $tenantId) {\n      id\n      kind\n      number\n      savedAt\n      savedByName\n      askAgain\n      isDefault\n      words {\n        key\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitAgreement($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId\n      attendanceId\n      timeZone\n      agreementVersionId\n      agreementVersionNumber\n      agreementSavedAt\n      answers {\n        key\n        question\n        answer\n      }\n    }\n  }\n"): (typeof documents)["\n  query VisitAgreement($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId\n      attendanceId\n      timeZone\n      agreementVersionId\n      agreementVersionNumber\n      agreementSavedAt\n      answers {\n        key\n        question\n        answer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($tenantId: ID) {\n    apiKeys(tenantId: $tenantId) {\n      id\n      name\n      scopes\n      depotId\n      depotCode\n      hint\n      createdAt\n      createdBy\n      expiresAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($tenantId: ID) {\n    apiKeys(tenantId: $tenantId) {\n      id\n      name\n      scopes\n      depotId\n      depotCode\n      hint\n      createdAt\n      createdBy\n      expiresAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeyDepots($tenantId: ID) {\n    depots(tenantId: $tenantId) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  query ApiKeyDepots($tenantId: ID) {\n    depots(tenantId: $tenantId) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingApprovals($depotId: ID) {\n    pendingApprovals(depotId: $depotId) {\n      id\n      depotId\n      depotCode\n      status\n      reasons\n      personName\n      company\n      hostName\n      requestedAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query PendingApprovals($depotId: ID) {\n    pendingApprovals(depotId: $depotId) {\n      id\n      depotId\n      depotCode\n      status\n      reasons\n      personName\n      company\n      hostName\n      requestedAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideWalkIn($id: ID!, $approve: Boolean!) {\n    decideWalkIn(id: $id, approve: $approve) {\n      id\n      status\n      personName\n      failure\n    }\n  }\n"): (typeof documents)["\n  mutation DecideWalkIn($id: ID!, $approve: Boolean!) {\n    decideWalkIn(id: $id, approve: $approve) {\n      id\n      status\n      personName\n      failure\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WalkInApprovalChanged($depotId: ID!) {\n    walkInApprovalChanged(depotId: $depotId) {\n      approvalId\n      depotId\n      status\n      personName\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription WalkInApprovalChanged($depotId: ID!) {\n    walkInApprovalChanged(depotId: $depotId) {\n      approvalId\n      depotId\n      status\n      personName\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DepotApprovalRuleFields on DepotApprovalRule {\n    depotId\n    rule\n    timeoutSeconds\n  }\n"): (typeof documents)["\n  fragment DepotApprovalRuleFields on DepotApprovalRule {\n    depotId\n    rule\n    timeoutSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepotApprovalRule($depotId: ID!) {\n    depotApprovalRule(depotId: $depotId) {\n      ...DepotApprovalRuleFields\n    }\n  }\n"): (typeof documents)["\n  query DepotApprovalRule($depotId: ID!) {\n    depotApprovalRule(depotId: $depotId) {\n      ...DepotApprovalRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDepotApprovalRule($depotId: ID!, $rule: ApprovalRule!, $timeoutSeconds: Int!) {\n    setDepotApprovalRule(depotId: $depotId, rule: $rule, timeoutSeconds: $timeoutSeconds) {\n      ...DepotApprovalRuleFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetDepotApprovalRule($depotId: ID!, $rule: ApprovalRule!, $timeoutSeconds: Int!) {\n    setDepotApprovalRule(depotId: $depotId, rule: $rule, timeoutSeconds: $timeoutSeconds) {\n      ...DepotApprovalRuleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalByLink($id: ID!, $token: String!) {\n    approvalByLink(id: $id, token: $token) {\n      id\n      status\n      personName\n      company\n      hostName\n      depotCode\n      reasons\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query ApprovalByLink($id: ID!, $token: String!) {\n    approvalByLink(id: $id, token: $token) {\n      id\n      status\n      personName\n      company\n      hostName\n      depotCode\n      reasons\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideWalkInByLink($id: ID!, $token: String!, $approve: Boolean!) {\n    decideWalkInByLink(id: $id, token: $token, approve: $approve) {\n      id\n      status\n      failure\n    }\n  }\n"): (typeof documents)["\n  mutation DecideWalkInByLink($id: ID!, $token: String!, $approve: Boolean!) {\n    decideWalkInByLink(id: $id, token: $token, approve: $approve) {\n      id\n      status\n      failure\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($filter: AuditFilterInput, $page: AuditPageInput) {\n    auditTrail(filter: $filter, page: $page) {\n      total\n      totalExact\n      page\n      pageSize\n      rows {\n        id\n        at\n        actorUsername\n        action\n        operation\n        targetType\n        targetId\n        ip\n        changes {\n          field\n          before\n          after\n          masked\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($filter: AuditFilterInput, $page: AuditPageInput) {\n    auditTrail(filter: $filter, page: $page) {\n      total\n      totalExact\n      page\n      pageSize\n      rows {\n        id\n        at\n        actorUsername\n        action\n        operation\n        targetType\n        targetId\n        ip\n        changes {\n          field\n          before\n          after\n          masked\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportAuditTrail($filter: AuditFilterInput) {\n    exportAuditTrail(filter: $filter) {\n      ...ExportJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExportAuditTrail($filter: AuditFilterInput) {\n    exportAuditTrail(filter: $filter) {\n      ...ExportJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n  \n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n  \n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyLanguage($language: String) {\n    setMyLanguage(language: $language) {\n      ...SessionUserFields\n    }\n  }\n  \n"): (typeof documents)["\n  mutation SetMyLanguage($language: String) {\n    setMyLanguage(language: $language) {\n      ...SessionUserFields\n    }\n  }\n  \n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResetLinkValid($token: String!, $username: String!) {\n    resetLinkValid(token: $token, username: $username)\n  }\n"): (typeof documents)["\n  query ResetLinkValid($token: String!, $username: String!) {\n    resetLinkValid(token: $token, username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      next\n      challenge\n      session {\n        token\n        user {\n          ...SessionUserFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($username: String!, $password: String!) {\n    signIn(username: $username, password: $password) {\n      next\n      challenge\n      session {\n        token\n        user {\n          ...SessionUserFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithCode($challenge: String!, $code: String!) {\n    signInWithCode(challenge: $challenge, code: $code) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithCode($challenge: String!, $code: String!) {\n    signInWithCode(challenge: $challenge, code: $code) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpEnrolment($challenge: String) {\n    startTotpEnrolment(challenge: $challenge) {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotpEnrolment($challenge: String) {\n    startTotpEnrolment(challenge: $challenge) {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpEnrolment($code: String!, $challenge: String) {\n    confirmTotpEnrolment(code: $code, challenge: $challenge) {\n      recoveryCodes\n      session {\n        token\n        user {\n          ...SessionUserFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpEnrolment($code: String!, $challenge: String) {\n    confirmTotpEnrolment(code: $code, challenge: $challenge) {\n      recoveryCodes\n      session {\n        token\n        user {\n          ...SessionUserFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($password: String!, $code: String!) {\n    disableTotp(password: $password, code: $code)\n  }\n"): (typeof documents)["\n  mutation DisableTotp($password: String!, $code: String!) {\n    disableTotp(password: $password, code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTwoStep {\n    me {\n      id\n      role\n      totpEnabled\n      totpRequired\n    }\n  }\n"): (typeof documents)["\n  query MyTwoStep {\n    me {\n      id\n      role\n      totpEnabled\n      totpRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTenantRequireTotp($required: Boolean!) {\n    setTenantRequireTotp(required: $required) {\n      tenantId\n      requireTotp\n    }\n  }\n"): (typeof documents)["\n  mutation SetTenantRequireTotp($required: Boolean!) {\n    setTenantRequireTotp(required: $required) {\n      tenantId\n      requireTotp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoProvider($tenantId: ID!) {\n    ssoProvider(tenantId: $tenantId) {\n      tenantId\n      tenantName\n    }\n  }\n"): (typeof documents)["\n  query SsoProvider($tenantId: ID!) {\n    ssoProvider(tenantId: $tenantId) {\n      tenantId\n      tenantName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartOidcSignIn($tenantId: ID!) {\n    startOidcSignIn(tenantId: $tenantId)\n  }\n"): (typeof documents)["\n  mutation StartOidcSignIn($tenantId: ID!) {\n    startOidcSignIn(tenantId: $tenantId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteOidcSignIn($callback: String!) {\n    completeOidcSignIn(callback: $callback) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteOidcSignIn($callback: String!) {\n    completeOidcSignIn(callback: $callback) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffSignInSettings {\n    staffSignInSettings {\n      tenantId\n      tenantName\n      requireTotp\n      oidcIssuer\n      oidcClientId\n      oidcClientSecretSet\n      oidcRedirectUri\n      ssoLoginUrl\n    }\n  }\n"): (typeof documents)["\n  query StaffSignInSettings {\n    staffSignInSettings {\n      tenantId\n      tenantName\n      requireTotp\n      oidcIssuer\n      oidcClientId\n      oidcClientSecretSet\n      oidcRedirectUri\n      ssoLoginUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTenantSso($input: TenantSsoInput!) {\n    setTenantSso(input: $input) {\n      tenantId\n      oidcIssuer\n      oidcClientId\n      oidcClientSecretSet\n    }\n  }\n"): (typeof documents)["\n  mutation SetTenantSso($input: TenantSsoInput!) {\n    setTenantSso(input: $input) {\n      tenantId\n      oidcIssuer\n      oidcClientId\n      oidcClientSecretSet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelSettings($tenantId: ID) {\n    channelSettings(tenantId: $tenantId) {\n      tenantId\n      sms {\n        hint\n        updatedAt\n      }\n      slackBot {\n        hint\n      }\n      depots {\n        depotId\n        depotCode\n        teams {\n          hint\n        }\n        slack {\n          hint\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChannelSettings($tenantId: ID) {\n    channelSettings(tenantId: $tenantId) {\n      tenantId\n      sms {\n        hint\n        updatedAt\n      }\n      slackBot {\n        hint\n      }\n      depots {\n        depotId\n        depotCode\n        teams {\n          hint\n        }\n        slack {\n          hint\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSmsProvider($input: SetSmsProviderInput!) {\n    setSmsProvider(input: $input) {\n      hint\n    }\n  }\n"): (typeof documents)["\n  mutation SetSmsProvider($input: SetSmsProviderInput!) {\n    setSmsProvider(input: $input) {\n      hint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSlackBot($input: SetSlackBotInput!) {\n    setSlackBot(input: $input) {\n      hint\n    }\n  }\n"): (typeof documents)["\n  mutation SetSlackBot($input: SetSlackBotInput!) {\n    setSlackBot(input: $input) {\n      hint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDepotChannel($input: SetDepotChannelInput!) {\n    setDepotChannel(input: $input) {\n      hint\n    }\n  }\n"): (typeof documents)["\n  mutation SetDepotChannel($input: SetDepotChannelInput!) {\n    setDepotChannel(input: $input) {\n      hint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveChannelProvider($input: RemoveChannelProviderInput!) {\n    removeChannelProvider(input: $input)\n  }\n"): (typeof documents)["\n  mutation RemoveChannelProvider($input: RemoveChannelProviderInput!) {\n    removeChannelProvider(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyChannelsFields on MyChannels {\n    phone\n    slackMemberId\n    teamsWorkflowHint\n    choices {\n      kind\n      channels\n      always\n      chosen\n    }\n  }\n"): (typeof documents)["\n  fragment MyChannelsFields on MyChannels {\n    phone\n    slackMemberId\n    teamsWorkflowHint\n    choices {\n      kind\n      channels\n      always\n      chosen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChannels {\n    myChannels {\n      ...MyChannelsFields\n    }\n  }\n"): (typeof documents)["\n  query MyChannels {\n    myChannels {\n      ...MyChannelsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyChannels($input: SetMyChannelsInput!) {\n    setMyChannels(input: $input) {\n      ...MyChannelsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyChannels($input: SetMyChannelsInput!) {\n    setMyChannels(input: $input) {\n      ...MyChannelsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelDeliveries($tenantId: ID, $page: Int) {\n    channelDeliveries(tenantId: $tenantId, page: $page) {\n      total\n      pages\n      page\n      deliveries {\n        id\n        channel\n        kind\n        depotCode\n        recipient\n        subject\n        status\n        attempts\n        lastError\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChannelDeliveries($tenantId: ID, $page: Int) {\n    channelDeliveries(tenantId: $tenantId, page: $page) {\n      total\n      pages\n      page\n      deliveries {\n        id\n        channel\n        kind\n        depotCode\n        recipient\n        subject\n        status\n        attempts\n        lastError\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentTypes($tenantId: ID) {\n    documentTypes(tenantId: $tenantId) {\n      id\n      name\n      blocksClockIn\n      roleIds\n      forPartners\n      forVisitors\n      visitReasonIds\n    }\n  }\n"): (typeof documents)["\n  query DocumentTypes($tenantId: ID) {\n    documentTypes(tenantId: $tenantId) {\n      id\n      name\n      blocksClockIn\n      roleIds\n      forPartners\n      forVisitors\n      visitReasonIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDocumentType($input: AddDocumentTypeInput!) {\n    addDocumentType(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AddDocumentType($input: AddDocumentTypeInput!) {\n    addDocumentType(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDocumentType($id: ID!, $tenantId: ID) {\n    removeDocumentType(id: $id, tenantId: $tenantId)\n  }\n"): (typeof documents)["\n  mutation RemoveDocumentType($id: ID!, $tenantId: ID) {\n    removeDocumentType(id: $id, tenantId: $tenantId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerDocumentRowFields on PartnerDocumentRow {\n    partnerId\n    partnerName\n    organisation\n    workId\n    depotCode\n    documentTypeId\n    documentTypeName\n    blocksClockIn\n    documentId\n    fileName\n    expiresOn\n    status\n  }\n"): (typeof documents)["\n  fragment PartnerDocumentRowFields on PartnerDocumentRow {\n    partnerId\n    partnerName\n    organisation\n    workId\n    depotCode\n    documentTypeId\n    documentTypeName\n    blocksClockIn\n    documentId\n    fileName\n    expiresOn\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerDocuments($partnerId: ID!) {\n    partnerDocuments(partnerId: $partnerId) {\n      ...PartnerDocumentRowFields\n    }\n  }\n"): (typeof documents)["\n  query PartnerDocuments($partnerId: ID!) {\n    partnerDocuments(partnerId: $partnerId) {\n      ...PartnerDocumentRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsNeedingAttention($depotId: ID) {\n    documentsNeedingAttention(depotId: $depotId) {\n      ...PartnerDocumentRowFields\n    }\n  }\n"): (typeof documents)["\n  query DocumentsNeedingAttention($depotId: ID) {\n    documentsNeedingAttention(depotId: $depotId) {\n      ...PartnerDocumentRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePartnerDocument($id: ID!) {\n    removePartnerDocument(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemovePartnerDocument($id: ID!) {\n    removePartnerDocument(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitDocuments($visitId: ID!) {\n    visitDocuments(visitId: $visitId) {\n      documentTypeId\n      name\n      documentId\n      fileName\n      uploadedAt\n    }\n  }\n"): (typeof documents)["\n  query VisitDocuments($visitId: ID!) {\n    visitDocuments(visitId: $visitId) {\n      documentTypeId\n      name\n      documentId\n      fileName\n      uploadedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SafeLinkFields on SafeLink {\n    firstName\n    depotCode\n    tenantName\n    assemblyPoint\n    language\n    state\n    markedAt\n  }\n"): (typeof documents)["\n  fragment SafeLinkFields on SafeLink {\n    firstName\n    depotCode\n    tenantName\n    assemblyPoint\n    language\n    state\n    markedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SafeLink($token: String!) {\n    safeLink(token: $token) {\n      ...SafeLinkFields\n    }\n  }\n"): (typeof documents)["\n  query SafeLink($token: String!) {\n    safeLink(token: $token) {\n      ...SafeLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSelfSafe($token: String!) {\n    markSelfSafe(token: $token) {\n      ...SafeLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkSelfSafe($token: String!) {\n    markSelfSafe(token: $token) {\n      ...SafeLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepotAssemblyPoint($depotId: ID!) {\n    depotAssemblyPoint(depotId: $depotId)\n  }\n"): (typeof documents)["\n  query DepotAssemblyPoint($depotId: ID!) {\n    depotAssemblyPoint(depotId: $depotId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepotMusterKiosk($depotId: ID!) {\n    depotMusterKiosk(depotId: $depotId)\n  }\n"): (typeof documents)["\n  query DepotMusterKiosk($depotId: ID!) {\n    depotMusterKiosk(depotId: $depotId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDepotMusterKiosk($depotId: ID!, $on: Boolean!) {\n    setDepotMusterKiosk(depotId: $depotId, on: $on)\n  }\n"): (typeof documents)["\n  mutation SetDepotMusterKiosk($depotId: ID!, $on: Boolean!) {\n    setDepotMusterKiosk(depotId: $depotId, on: $on)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDepotAssemblyPoint($depotId: ID!, $text: String) {\n    setDepotAssemblyPoint(depotId: $depotId, text: $text)\n  }\n"): (typeof documents)["\n  mutation SetDepotAssemblyPoint($depotId: ID!, $text: String) {\n    setDepotAssemblyPoint(depotId: $depotId, text: $text)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskEvacuation($depotId: ID!) {\n    kioskEvacuation(depotId: $depotId) {\n      startedAt\n      assemblyPoint\n      muster\n    }\n  }\n"): (typeof documents)["\n  query KioskEvacuation($depotId: ID!) {\n    kioskEvacuation(depotId: $depotId) {\n      startedAt\n      assemblyPoint\n      muster\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskMusterPeople($depotId: ID!, $search: String) {\n    kioskMusterPeople(depotId: $depotId, search: $search) {\n      entryId\n      label\n    }\n  }\n"): (typeof documents)["\n  query KioskMusterPeople($depotId: ID!, $search: String) {\n    kioskMusterPeople(depotId: $depotId, search: $search) {\n      entryId\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskMarkSafe($input: KioskMarkSafeInput!) {\n    kioskMarkSafe(input: $input) {\n      label\n      markedAt\n    }\n  }\n"): (typeof documents)["\n  mutation KioskMarkSafe($input: KioskMarkSafeInput!) {\n    kioskMarkSafe(input: $input) {\n      label\n      markedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Hosts($tenantId: ID, $search: String, $page: Int) {\n    hosts(tenantId: $tenantId, search: $search, page: $page) {\n      total\n      pages\n      page\n      hosts {\n        id\n        name\n        email\n        phone\n        department\n        depotIds\n        language\n        slackMemberId\n        teamsWorkflowHint\n        choices {\n          kind\n          channels\n        }\n        active\n        source\n        staffUser\n      }\n    }\n  }\n"): (typeof documents)["\n  query Hosts($tenantId: ID, $search: String, $page: Int) {\n    hosts(tenantId: $tenantId, search: $search, page: $page) {\n      total\n      pages\n      page\n      hosts {\n        id\n        name\n        email\n        phone\n        department\n        depotIds\n        language\n        slackMemberId\n        teamsWorkflowHint\n        choices {\n          kind\n          channels\n        }\n        active\n        source\n        staffUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHost($input: SaveHostInput!) {\n    saveHost(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SaveHost($input: SaveHostInput!) {\n    saveHost(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveHost($id: ID!) {\n    removeHost(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveHost($id: ID!) {\n    removeHost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostSuggestions($search: String, $depotId: ID) {\n    hostSuggestions(search: $search, depotId: $depotId) {\n      id\n      name\n      email\n      department\n    }\n  }\n"): (typeof documents)["\n  query HostSuggestions($search: String, $depotId: ID) {\n    hostSuggestions(search: $search, depotId: $depotId) {\n      id\n      name\n      email\n      department\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KioskCourseFields on KioskInductionCourse {\n    id\n    title\n    body\n    version\n    passMark\n    questions {\n      text\n      options\n      multiple\n    }\n    material {\n      id\n      kind\n      mimeType\n      bytes\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment KioskCourseFields on KioskInductionCourse {\n    id\n    title\n    body\n    version\n    passMark\n    questions {\n      text\n      options\n      multiple\n    }\n    material {\n      id\n      kind\n      mimeType\n      bytes\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskInductions($depotId: ID!, $workId: String!) {\n    kioskInductions(depotId: $depotId, workId: $workId) {\n      ...KioskCourseFields\n    }\n  }\n"): (typeof documents)["\n  query KioskInductions($depotId: ID!, $workId: String!) {\n    kioskInductions(depotId: $depotId, workId: $workId) {\n      ...KioskCourseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskOfflineInductions($depotId: ID!) {\n    kioskOfflineInductions(depotId: $depotId) {\n      ...KioskCourseFields\n    }\n  }\n"): (typeof documents)["\n  query KioskOfflineInductions($depotId: ID!) {\n    kioskOfflineInductions(depotId: $depotId) {\n      ...KioskCourseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InductionResultFields on InductionResult {\n    passed\n    score\n    passMark\n    wrong\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment InductionResultFields on InductionResult {\n    passed\n    score\n    passMark\n    wrong\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitInduction($input: SubmitInductionInput!) {\n    submitInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitInduction($input: SubmitInductionInput!) {\n    submitInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InductionCourses($tenantId: ID) {\n    inductionCourses(tenantId: $tenantId) {\n      id\n      title\n      body\n      passMark\n      allPartners\n      roleIds\n      regularVisitors\n      reasonIds\n      validMonths\n      version\n      updatedAt\n      questions {\n        text\n        options\n        correct\n      }\n      material {\n        id\n        kind\n        bytes\n        fileName\n      }\n    }\n  }\n"): (typeof documents)["\n  query InductionCourses($tenantId: ID) {\n    inductionCourses(tenantId: $tenantId) {\n      id\n      title\n      body\n      passMark\n      allPartners\n      roleIds\n      regularVisitors\n      reasonIds\n      validMonths\n      version\n      updatedAt\n      questions {\n        text\n        options\n        correct\n      }\n      material {\n        id\n        kind\n        bytes\n        fileName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddInductionCourse($input: AddInductionCourseInput!) {\n    addInductionCourse(input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AddInductionCourse($input: AddInductionCourseInput!) {\n    addInductionCourse(input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInductionCourse($input: UpdateInductionCourseInput!) {\n    updateInductionCourse(input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInductionCourse($input: UpdateInductionCourseInput!) {\n    updateInductionCourse(input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveInductionCourse($id: ID!) {\n    removeInductionCourse(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveInductionCourse($id: ID!) {\n    removeInductionCourse(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InductionStatus($depotId: ID!) {\n    inductionStatus(depotId: $depotId) {\n      partnerId\n      partnerName\n      workId\n      courseId\n      courseTitle\n      state\n      expiresAt\n      version\n      inPerson\n    }\n  }\n"): (typeof documents)["\n  query InductionStatus($depotId: ID!) {\n    inductionStatus(depotId: $depotId) {\n      partnerId\n      partnerName\n      workId\n      courseId\n      courseTitle\n      state\n      expiresAt\n      version\n      inPerson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordInductionPass($courseId: ID!, $partnerId: ID!, $passedOn: String) {\n    recordInductionPass(courseId: $courseId, partnerId: $partnerId, passedOn: $passedOn) {\n      partnerId\n      courseId\n      state\n      expiresAt\n      inPerson\n    }\n  }\n"): (typeof documents)["\n  mutation RecordInductionPass($courseId: ID!, $partnerId: ID!, $passedOn: String) {\n    recordInductionPass(courseId: $courseId, partnerId: $partnerId, passedOn: $passedOn) {\n      partnerId\n      courseId\n      state\n      expiresAt\n      inPerson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskVisitorInductions($depotId: ID!, $reference: String, $reasonForVisit: String, $email: String) {\n    kioskVisitorInductions(depotId: $depotId, reference: $reference, reasonForVisit: $reasonForVisit, email: $email) {\n      ...KioskCourseFields\n    }\n  }\n"): (typeof documents)["\n  query KioskVisitorInductions($depotId: ID!, $reference: String, $reasonForVisit: String, $email: String) {\n    kioskVisitorInductions(depotId: $depotId, reference: $reference, reasonForVisit: $reasonForVisit, email: $email) {\n      ...KioskCourseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GradeVisitorInduction($input: GradeVisitorInductionInput!) {\n    gradeVisitorInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation GradeVisitorInduction($input: GradeVisitorInductionInput!) {\n    gradeVisitorInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorInductionStatus($depotId: ID!) {\n    visitorInductionStatus(depotId: $depotId) {\n      attendeeId\n      name\n      email\n      kind\n      courseId\n      courseTitle\n      state\n      expiresAt\n      version\n      inPerson\n    }\n  }\n"): (typeof documents)["\n  query VisitorInductionStatus($depotId: ID!) {\n    visitorInductionStatus(depotId: $depotId) {\n      attendeeId\n      name\n      email\n      kind\n      courseId\n      courseTitle\n      state\n      expiresAt\n      version\n      inPerson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordVisitorInductionPass($depotId: ID!, $courseId: ID!, $attendeeId: ID!, $passedOn: String) {\n    recordVisitorInductionPass(depotId: $depotId, courseId: $courseId, attendeeId: $attendeeId, passedOn: $passedOn) {\n      attendeeId\n      courseId\n      state\n      expiresAt\n      inPerson\n    }\n  }\n"): (typeof documents)["\n  mutation RecordVisitorInductionPass($depotId: ID!, $courseId: ID!, $attendeeId: ID!, $passedOn: String) {\n    recordVisitorInductionPass(depotId: $depotId, courseId: $courseId, attendeeId: $attendeeId, passedOn: $passedOn) {\n      attendeeId\n      courseId\n      state\n      expiresAt\n      inPerson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KioskDeviceFields on KioskDevice {\n    id\n    deviceId\n    name\n    version\n    heldEntries\n    lastSeenAt\n    status\n    paired\n  }\n"): (typeof documents)["\n  fragment KioskDeviceFields on KioskDevice {\n    id\n    deviceId\n    name\n    version\n    heldEntries\n    lastSeenAt\n    status\n    paired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskDevices($depotId: ID!) {\n    kioskDevices(depotId: $depotId) {\n      depotId\n      timeZone\n      opensAt\n      closesAt\n      currentTime\n      devices {\n        ...KioskDeviceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query KioskDevices($depotId: ID!) {\n    kioskDevices(depotId: $depotId) {\n      depotId\n      timeZone\n      opensAt\n      closesAt\n      currentTime\n      devices {\n        ...KioskDeviceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameKioskDevice($id: ID!, $name: String) {\n    renameKioskDevice(id: $id, name: $name) {\n      ...KioskDeviceFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenameKioskDevice($id: ID!, $name: String) {\n    renameKioskDevice(id: $id, name: $name) {\n      ...KioskDeviceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgetKioskDevice($id: ID!) {\n    forgetKioskDevice(id: $id)\n  }\n"): (typeof documents)["\n  mutation ForgetKioskDevice($id: ID!) {\n    forgetKioskDevice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDepotHours($depotId: ID!, $opensAt: String, $closesAt: String) {\n    setDepotHours(depotId: $depotId, opensAt: $opensAt, closesAt: $closesAt) {\n      depotId\n      opensAt\n      closesAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetDepotHours($depotId: ID!, $opensAt: String, $closesAt: String) {\n    setDepotHours(depotId: $depotId, opensAt: $opensAt, closesAt: $closesAt) {\n      depotId\n      opensAt\n      closesAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateKioskPairing($depotId: ID!) {\n    createKioskPairing(depotId: $depotId) {\n      code\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateKioskPairing($depotId: ID!) {\n    createKioskPairing(depotId: $depotId) {\n      code\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpairKioskDevice($id: ID!) {\n    unpairKioskDevice(id: $id) {\n      ...KioskDeviceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnpairKioskDevice($id: ID!) {\n    unpairKioskDevice(id: $id) {\n      ...KioskDeviceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantKioskTexts($tenantId: ID) {\n    tenantKioskTexts(tenantId: $tenantId) {\n      tenantId\n      rules {\n        key\n        group\n        question\n        defaultText\n        text\n      }\n      contractorRules\n      defaultContractorRules\n    }\n  }\n"): (typeof documents)["\n  query TenantKioskTexts($tenantId: ID) {\n    tenantKioskTexts(tenantId: $tenantId) {\n      tenantId\n      rules {\n        key\n        group\n        question\n        defaultText\n        text\n      }\n      contractorRules\n      defaultContractorRules\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveKioskTexts($input: SaveKioskTextsInput!) {\n    saveKioskTexts(input: $input) {\n      tenantId\n      contractorRules\n    }\n  }\n"): (typeof documents)["\n  mutation SaveKioskTexts($input: SaveKioskTextsInput!) {\n    saveKioskTexts(input: $input) {\n      tenantId\n      contractorRules\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantKioskLanguages($tenantId: ID) {\n    tenantKioskLanguages(tenantId: $tenantId) {\n      tenantId\n      defaultLanguage\n      languages\n      supported\n    }\n  }\n"): (typeof documents)["\n  query TenantKioskLanguages($tenantId: ID) {\n    tenantKioskLanguages(tenantId: $tenantId) {\n      tenantId\n      defaultLanguage\n      languages\n      supported\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveKioskLanguages($input: SaveKioskLanguagesInput!) {\n    saveKioskLanguages(input: $input) {\n      tenantId\n      defaultLanguage\n      languages\n    }\n  }\n"): (typeof documents)["\n  mutation SaveKioskLanguages($input: SaveKioskLanguagesInput!) {\n    saveKioskLanguages(input: $input) {\n      tenantId\n      defaultLanguage\n      languages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskDepot($tenantName: String!, $depotCode: String!) {\n    findDepot(tenantName: $tenantName, depotCode: $depotCode) {\n      id\n      code\n      tenantName\n      timeZone\n      tempMin\n      tempMax\n      address {\n        line1\n        line2\n        county\n        eirCode\n      }\n      defaultLanguage\n      languages\n      photoAtSignIn\n      healthYesAsksApproval\n    }\n  }\n"): (typeof documents)["\n  query KioskDepot($tenantName: String!, $depotCode: String!) {\n    findDepot(tenantName: $tenantName, depotCode: $depotCode) {\n      id\n      code\n      tenantName\n      timeZone\n      tempMin\n      tempMax\n      address {\n        line1\n        line2\n        county\n        eirCode\n      }\n      defaultLanguage\n      languages\n      photoAtSignIn\n      healthYesAsksApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QrInfo($ref: String!) {\n    qrInfo(meetingReference: $ref) {\n      visittype\n    }\n  }\n"): (typeof documents)["\n  query QrInfo($ref: String!) {\n    qrInfo(meetingReference: $ref) {\n      visittype\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskVisitor($input: FetchVisitorInput!) {\n    kioskVisitor(input: $input) {\n      meetingReference\n      visittype\n      firstName\n      lastName\n      email\n      company\n      meetingWith\n      signFlag\n      badgeNumFlag\n      enterTemperature\n      printLabel\n      hasCheckedIn\n      hasCheckedOut\n      next\n      message\n      preArrived\n      preArrivalSigned\n    }\n  }\n"): (typeof documents)["\n  query KioskVisitor($input: FetchVisitorInput!) {\n    kioskVisitor(input: $input) {\n      meetingReference\n      visittype\n      firstName\n      lastName\n      email\n      company\n      meetingWith\n      signFlag\n      badgeNumFlag\n      enterTemperature\n      printLabel\n      hasCheckedIn\n      hasCheckedOut\n      next\n      message\n      preArrived\n      preArrivalSigned\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorReasons($depotId: ID) {\n    visitorReasons(depotId: $depotId)\n  }\n"): (typeof documents)["\n  query VisitorReasons($depotId: ID) {\n    visitorReasons(depotId: $depotId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskHosts($depotId: ID!) {\n    kioskHosts(depotId: $depotId) {\n      id\n      name\n      department\n    }\n  }\n"): (typeof documents)["\n  query KioskHosts($depotId: ID!) {\n    kioskHosts(depotId: $depotId) {\n      id\n      name\n      department\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KioskAttendanceFields on KioskAttendance {\n    attendanceId\n    badgeNumber\n    checkedInAt\n    name\n    visitType\n  }\n"): (typeof documents)["\n  fragment KioskAttendanceFields on KioskAttendance {\n    attendanceId\n    badgeNumber\n    checkedInAt\n    name\n    visitType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitorCheckIn($input: VisitorCheckInInput!) {\n    visitorCheckIn(input: $input) {\n      ...KioskAttendanceFields\n    }\n  }\n"): (typeof documents)["\n  mutation VisitorCheckIn($input: VisitorCheckInInput!) {\n    visitorCheckIn(input: $input) {\n      ...KioskAttendanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnplannedCheckIn($input: UnplannedCheckInInput!) {\n    unplannedCheckIn(input: $input) {\n      ...KioskAttendanceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnplannedCheckIn($input: UnplannedCheckInInput!) {\n    unplannedCheckIn(input: $input) {\n      ...KioskAttendanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WalkInCheckIn($input: UnplannedCheckInInput!) {\n    walkInCheckIn(input: $input) {\n      attendance {\n        ...KioskAttendanceFields\n      }\n      approval {\n        id\n        kioskToken\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WalkInCheckIn($input: UnplannedCheckInInput!) {\n    walkInCheckIn(input: $input) {\n      attendance {\n        ...KioskAttendanceFields\n      }\n      approval {\n        id\n        kioskToken\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskApproval($id: ID!, $kioskToken: String!) {\n    kioskApproval(id: $id, kioskToken: $kioskToken) {\n      state\n      expiresAt\n      attendance {\n        attendanceId\n        badgeNumber\n        checkedInAt\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query KioskApproval($id: ID!, $kioskToken: String!) {\n    kioskApproval(id: $id, kioskToken: $kioskToken) {\n      state\n      expiresAt\n      attendance {\n        attendanceId\n        badgeNumber\n        checkedInAt\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSignature($input: SubmitSignatureInput!) {\n    submitSignature(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitSignature($input: SubmitSignatureInput!) {\n    submitSignature(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorBeforeCheckout($depotId: ID!, $badge: String, $ref: String) {\n    visitorBeforeCheckout(depotId: $depotId, depotBadgeNum: $badge, meetingReference: $ref) {\n      name\n      badgeNumber\n    }\n  }\n"): (typeof documents)["\n  query VisitorBeforeCheckout($depotId: ID!, $badge: String, $ref: String) {\n    visitorBeforeCheckout(depotId: $depotId, depotBadgeNum: $badge, meetingReference: $ref) {\n      name\n      badgeNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitorCheckOut($input: VisitorCheckOutInput!) {\n    visitorCheckOut(input: $input) {\n      name\n      badgeNumber\n    }\n  }\n"): (typeof documents)["\n  mutation VisitorCheckOut($input: VisitorCheckOutInput!) {\n    visitorCheckOut(input: $input) {\n      name\n      badgeNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerShiftValidation($depotId: ID!, $workId: String!) {\n    partnerShiftValidation(depotId: $depotId, workId: $workId) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  query PartnerShiftValidation($depotId: ID!, $workId: String!) {\n    partnerShiftValidation(depotId: $depotId, workId: $workId) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskPartner($depotId: ID!, $workId: String!) {\n    kioskPartner(depotId: $depotId, workId: $workId) {\n      workId\n      name\n      organisation\n      signFlag\n      badgeNumFlag\n      enterTemperature\n      hasClockedIn\n      hasClockedOut\n      next\n      message\n      askAgain\n    }\n  }\n"): (typeof documents)["\n  query KioskPartner($depotId: ID!, $workId: String!) {\n    kioskPartner(depotId: $depotId, workId: $workId) {\n      workId\n      name\n      organisation\n      signFlag\n      badgeNumFlag\n      enterTemperature\n      hasClockedIn\n      hasClockedOut\n      next\n      message\n      askAgain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClockResultFields on ClockResult {\n    attendanceId\n    name\n    organisation\n    badgeNumber\n    at\n    message\n  }\n"): (typeof documents)["\n  fragment ClockResultFields on ClockResult {\n    attendanceId\n    name\n    organisation\n    badgeNumber\n    at\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClockIn($input: ClockInput!) {\n    clockIn(input: $input) {\n      ...ClockResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClockIn($input: ClockInput!) {\n    clockIn(input: $input) {\n      ...ClockResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClockOut($input: ClockInput!) {\n    clockOut(input: $input) {\n      ...ClockResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClockOut($input: ClockInput!) {\n    clockOut(input: $input) {\n      ...ClockResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPartnerSignature($input: PartnerSignatureInput!) {\n    submitPartnerSignature(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitPartnerSignature($input: PartnerSignatureInput!) {\n    submitPartnerSignature(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskTexts($depotId: ID!) {\n    kioskTexts(depotId: $depotId) {\n      rules {\n        key\n        text\n        question\n      }\n      contractorRules\n    }\n  }\n"): (typeof documents)["\n  query KioskTexts($depotId: ID!) {\n    kioskTexts(depotId: $depotId) {\n      rules {\n        key\n        text\n        question\n      }\n      contractorRules\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PairKiosk($input: PairKioskInput!) {\n    pairKiosk(input: $input) {\n      deviceSecret\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation PairKiosk($input: PairKioskInput!) {\n    pairKiosk(input: $input) {\n      deviceSecret\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskHeartbeat($input: KioskHeartbeatInput!) {\n    kioskHeartbeat(input: $input) {\n      name\n      intervalSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation KioskHeartbeat($input: KioskHeartbeatInput!) {\n    kioskHeartbeat(input: $input) {\n      name\n      intervalSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportRefusedKioskEntry($input: RefusedKioskEntryInput!) {\n    reportRefusedKioskEntry(input: $input)\n  }\n"): (typeof documents)["\n  mutation ReportRefusedKioskEntry($input: RefusedKioskEntryInput!) {\n    reportRefusedKioskEntry(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDepotExpectedStay($depotId: ID!, $minutes: Int) {\n    setDepotExpectedStay(depotId: $depotId, minutes: $minutes)\n  }\n"): (typeof documents)["\n  mutation SetDepotExpectedStay($depotId: ID!, $minutes: Int) {\n    setDepotExpectedStay(depotId: $depotId, minutes: $minutes)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n      autoCheckout\n    }\n  }\n"): (typeof documents)["\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n      autoCheckout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyPartnerReport($depotId: ID!, $date: String, $search: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date, search: $search) {\n      ...PartnerReportFields\n    }\n  }\n"): (typeof documents)["\n  query DailyPartnerReport($depotId: ID!, $date: String, $search: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date, search: $search) {\n      ...PartnerReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DateRangePartnerReport($input: DateRangePartnerReportInput!) {\n    dateRangePartnerReport(input: $input) {\n      ...PartnerReportFields\n    }\n  }\n"): (typeof documents)["\n  query DateRangePartnerReport($input: DateRangePartnerReportInput!) {\n    dateRangePartnerReport(input: $input) {\n      ...PartnerReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportPartnerReport($input: ExportPartnerReportInput!) {\n    exportPartnerReport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExportPartnerReport($input: ExportPartnerReportInput!) {\n    exportPartnerReport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      ...ExportJobFields\n    }\n  }\n"): (typeof documents)["\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      ...ExportJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExportJobFields on ExportJob {\n    id\n    status\n    fileName\n    downloadPath\n    message\n    rowCount\n  }\n"): (typeof documents)["\n  fragment ExportJobFields on ExportJob {\n    id\n    status\n    fileName\n    downloadPath\n    message\n    rowCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerFields on Partner {\n    id\n    workId\n    name\n    organisation\n    email\n    phone\n    signFlag\n    badgeNumFlag\n    singleSignFlag\n    enterTemperature\n    depotId\n    shiftId\n    shiftName\n    shiftTime\n    roleId\n    roleName\n  }\n"): (typeof documents)["\n  fragment PartnerFields on Partner {\n    id\n    workId\n    name\n    organisation\n    email\n    phone\n    signFlag\n    badgeNumFlag\n    singleSignFlag\n    enterTemperature\n    depotId\n    shiftId\n    shiftName\n    shiftTime\n    roleId\n    roleName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Partners($depotId: ID!, $page: Int!, $search: String) {\n    partners(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        ...PartnerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Partners($depotId: ID!, $page: Int!, $search: String) {\n    partners(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        ...PartnerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      ...PartnerFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      ...PartnerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditPartner($id: ID!, $input: PartnerInput!) {\n    editPartner(id: $id, input: $input) {\n      ...PartnerFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditPartner($id: ID!, $input: PartnerInput!) {\n    editPartner(id: $id, input: $input) {\n      ...PartnerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePartner($id: ID!) {\n    deletePartner(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePartner($id: ID!) {\n    deletePartner(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPartnerQrCode($id: ID!) {\n    sendPartnerQrCode(id: $id)\n  }\n"): (typeof documents)["\n  mutation SendPartnerQrCode($id: ID!) {\n    sendPartnerQrCode(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerAttendances($partnerId: ID!, $page: Int) {\n    partnerAttendances(partnerId: $partnerId, page: $page) {\n      total\n      page\n      pageSize\n      pages\n      items {\n        attendanceId\n        depotCode\n        checkInTime\n        checkOutTime\n        depotBadgeNum\n        temperature\n        totalHours\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerAttendances($partnerId: ID!, $page: Int) {\n    partnerAttendances(partnerId: $partnerId, page: $page) {\n      total\n      page\n      pageSize\n      pages\n      items {\n        attendanceId\n        depotCode\n        checkInTime\n        checkOutTime\n        depotBadgeNum\n        temperature\n        totalHours\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepotPhotoAtSignIn($depotId: ID!) {\n    depotPhotoAtSignIn(depotId: $depotId)\n  }\n"): (typeof documents)["\n  query DepotPhotoAtSignIn($depotId: ID!) {\n    depotPhotoAtSignIn(depotId: $depotId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDepotPhotoAtSignIn($depotId: ID!, $enabled: Boolean!) {\n    setDepotPhotoAtSignIn(depotId: $depotId, enabled: $enabled)\n  }\n"): (typeof documents)["\n  mutation SetDepotPhotoAtSignIn($depotId: ID!, $enabled: Boolean!) {\n    setDepotPhotoAtSignIn(depotId: $depotId, enabled: $enabled)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreArrivalFields on PreArrival {\n    firstName\n    lastName\n    company\n    tenantName\n    depotCode\n    depotAddress\n    timeZone\n    dateOfVisit\n    hostName\n    language\n    signatureRequired\n    versionId\n    versionNumber\n    rules {\n      key\n      group\n      text\n      question\n    }\n    completedAt\n    carReg\n    answers {\n      key\n      answer\n    }\n    signed\n    courses {\n      ...KioskCourseFields\n    }\n    coursesPassed {\n      title\n      expiresAt\n    }\n    documents {\n      documentTypeId\n      name\n      documentId\n      fileName\n      mimeType\n      uploadedAt\n    }\n    documentMaxMb\n  }\n"): (typeof documents)["\n  fragment PreArrivalFields on PreArrival {\n    firstName\n    lastName\n    company\n    tenantName\n    depotCode\n    depotAddress\n    timeZone\n    dateOfVisit\n    hostName\n    language\n    signatureRequired\n    versionId\n    versionNumber\n    rules {\n      key\n      group\n      text\n      question\n    }\n    completedAt\n    carReg\n    answers {\n      key\n      answer\n    }\n    signed\n    courses {\n      ...KioskCourseFields\n    }\n    coursesPassed {\n      title\n      expiresAt\n    }\n    documents {\n      documentTypeId\n      name\n      documentId\n      fileName\n      mimeType\n      uploadedAt\n    }\n    documentMaxMb\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreArrival($token: String!) {\n    preArrival(token: $token) {\n      ...PreArrivalFields\n    }\n  }\n"): (typeof documents)["\n  query PreArrival($token: String!) {\n    preArrival(token: $token) {\n      ...PreArrivalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPreArrival($input: SubmitPreArrivalInput!) {\n    submitPreArrival(input: $input) {\n      ...PreArrivalFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPreArrival($input: SubmitPreArrivalInput!) {\n    submitPreArrival(input: $input) {\n      ...PreArrivalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakePreArrivalInduction($input: TakePreArrivalInductionInput!) {\n    takePreArrivalInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation TakePreArrivalInduction($input: TakePreArrivalInductionInput!) {\n    takePreArrivalInduction(input: $input) {\n      ...InductionResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnSiteNow($depotId: ID!) {\n    onSiteNow(depotId: $depotId) {\n      depotId\n      depotCode\n      timeZone\n      autoSignOutTime\n      expectedStayMinutes\n      currentTime\n      rows {\n        attendanceId\n        hasPhoto\n        kind\n        visitType\n        name\n        company\n        host\n        badgeNumber\n        checkedInAt\n        localDate\n        earlierDay\n        expectedBy\n        overstaying\n      }\n    }\n  }\n"): (typeof documents)["\n  query OnSiteNow($depotId: ID!) {\n    onSiteNow(depotId: $depotId) {\n      depotId\n      depotCode\n      timeZone\n      autoSignOutTime\n      expectedStayMinutes\n      currentTime\n      rows {\n        attendanceId\n        hasPhoto\n        kind\n        visitType\n        name\n        company\n        host\n        badgeNumber\n        checkedInAt\n        localDate\n        earlierDay\n        expectedBy\n        overstaying\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnSiteCounts {\n    onSiteCounts {\n      depotId\n      depotCode\n      onSite\n      earlierDay\n    }\n  }\n"): (typeof documents)["\n  query OnSiteCounts {\n    onSiteCounts {\n      depotId\n      depotCode\n      onSite\n      earlierDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvacuationSummaryFields on EvacuationSummary {\n    id\n    startedAt\n    startedByName\n    endedAt\n    endedByName\n    open\n    total\n    safe\n    left\n    missing\n  }\n"): (typeof documents)["\n  fragment EvacuationSummaryFields on EvacuationSummary {\n    id\n    startedAt\n    startedByName\n    endedAt\n    endedByName\n    open\n    total\n    safe\n    left\n    missing\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EvacuationFields on Evacuation {\n    id\n    depotId\n    depotCode\n    timeZone\n    startedAt\n    startedByName\n    endedAt\n    endedByName\n    open\n    total\n    safe\n    left\n    missing\n    entries {\n      entryId\n      attendanceId\n      hasPhoto\n      kind\n      visitType\n      name\n      company\n      host\n      badgeNumber\n      checkedInAt\n      status\n      markedAt\n      markedByName\n      arrivedDuring\n      selfReported\n    }\n  }\n"): (typeof documents)["\n  fragment EvacuationFields on Evacuation {\n    id\n    depotId\n    depotCode\n    timeZone\n    startedAt\n    startedByName\n    endedAt\n    endedByName\n    open\n    total\n    safe\n    left\n    missing\n    entries {\n      entryId\n      attendanceId\n      hasPhoto\n      kind\n      visitType\n      name\n      company\n      host\n      badgeNumber\n      checkedInAt\n      status\n      markedAt\n      markedByName\n      arrivedDuring\n      selfReported\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentEvacuation($depotId: ID!) {\n    currentEvacuation(depotId: $depotId) {\n      ...EvacuationFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentEvacuation($depotId: ID!) {\n    currentEvacuation(depotId: $depotId) {\n      ...EvacuationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Evacuation($id: ID!) {\n    evacuation(id: $id) {\n      ...EvacuationFields\n    }\n  }\n"): (typeof documents)["\n  query Evacuation($id: ID!) {\n    evacuation(id: $id) {\n      ...EvacuationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Evacuations($depotId: ID!, $page: Int!) {\n    evacuations(depotId: $depotId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...EvacuationSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Evacuations($depotId: ID!, $page: Int!) {\n    evacuations(depotId: $depotId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...EvacuationSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartEvacuation($depotId: ID!) {\n    startEvacuation(depotId: $depotId) {\n      ...EvacuationFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartEvacuation($depotId: ID!) {\n    startEvacuation(depotId: $depotId) {\n      ...EvacuationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkEvacuee($entryId: ID!, $safe: Boolean!) {\n    markEvacuee(entryId: $entryId, safe: $safe) {\n      entryId\n      status\n      markedAt\n      markedByName\n    }\n  }\n"): (typeof documents)["\n  mutation MarkEvacuee($entryId: ID!, $safe: Boolean!) {\n    markEvacuee(entryId: $entryId, safe: $safe) {\n      entryId\n      status\n      markedAt\n      markedByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndEvacuation($id: ID!) {\n    endEvacuation(id: $id) {\n      ...EvacuationFields\n    }\n  }\n"): (typeof documents)["\n  mutation EndEvacuation($id: ID!) {\n    endEvacuation(id: $id) {\n      ...EvacuationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EvacuationChanged($depotId: ID!) {\n    evacuationChanged(depotId: $depotId) {\n      kind\n      evacuationId\n      entryId\n    }\n  }\n"): (typeof documents)["\n  subscription EvacuationChanged($depotId: ID!) {\n    evacuationChanged(depotId: $depotId) {\n      kind\n      evacuationId\n      entryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAutoSignOutTime($depotId: ID!, $time: String) {\n    setAutoSignOutTime(depotId: $depotId, time: $time)\n  }\n"): (typeof documents)["\n  mutation SetAutoSignOutTime($depotId: ID!, $time: String) {\n    setAutoSignOutTime(depotId: $depotId, time: $time)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportEvacuation($id: ID!) {\n    exportEvacuation(id: $id) {\n      id\n      fileName\n    }\n  }\n"): (typeof documents)["\n  mutation ExportEvacuation($id: ID!) {\n    exportEvacuation(id: $id) {\n      id\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefusedKioskEntries($depotId: ID!) {\n    refusedKioskEntries(depotId: $depotId) {\n      id\n      kind\n      summary\n      message\n      occurredAt\n      deviceId\n    }\n  }\n"): (typeof documents)["\n  query RefusedKioskEntries($depotId: ID!) {\n    refusedKioskEntries(depotId: $depotId) {\n      id\n      kind\n      summary\n      message\n      occurredAt\n      deviceId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissRefusedKioskEntry($id: ID!) {\n    dismissRefusedKioskEntry(id: $id)\n  }\n"): (typeof documents)["\n  mutation DismissRefusedKioskEntry($id: ID!) {\n    dismissRefusedKioskEntry(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitReasonList($tenantId: ID) {\n    visitReasonList(tenantId: $tenantId) {\n      id\n      text\n      retired\n      inUse\n    }\n  }\n"): (typeof documents)["\n  query VisitReasonList($tenantId: ID) {\n    visitReasonList(tenantId: $tenantId) {\n      id\n      text\n      retired\n      inUse\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddVisitReason($input: AddVisitReasonInput!) {\n    addVisitReason(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddVisitReason($input: AddVisitReasonInput!) {\n    addVisitReason(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameVisitReason($input: RenameVisitReasonInput!) {\n    renameVisitReason(input: $input) {\n      id\n      text\n    }\n  }\n"): (typeof documents)["\n  mutation RenameVisitReason($input: RenameVisitReasonInput!) {\n    renameVisitReason(input: $input) {\n      id\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetireVisitReason($id: ID!) {\n    retireVisitReason(id: $id) {\n      id\n      retired\n    }\n  }\n"): (typeof documents)["\n  mutation RetireVisitReason($id: ID!) {\n    retireVisitReason(id: $id) {\n      id\n      retired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreVisitReason($id: ID!) {\n    restoreVisitReason(id: $id) {\n      id\n      retired\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreVisitReason($id: ID!) {\n    restoreVisitReason(id: $id) {\n      id\n      retired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVisitReason($id: ID!) {\n    deleteVisitReason(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteVisitReason($id: ID!) {\n    deleteVisitReason(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RetentionCountsFields on RetentionCounts {\n    attendances\n    signatures\n    evacuationEntries\n    visitors\n    regularVisitors\n    partners\n    refusedKioskEntries\n    mailRecords\n    importFiles\n    exportFiles\n    watchlistRows\n    approvals\n  }\n"): (typeof documents)["\n  fragment RetentionCountsFields on RetentionCounts {\n    attendances\n    signatures\n    evacuationEntries\n    visitors\n    regularVisitors\n    partners\n    refusedKioskEntries\n    mailRecords\n    importFiles\n    exportFiles\n    watchlistRows\n    approvals\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Retention($tenantId: ID) {\n    retention(tenantId: $tenantId) {\n      tenantId\n      days\n      minDays\n      maxDays\n      defaultDays\n      runs {\n        id\n        kind\n        cutoff\n        createdAt\n        finishedAt\n        counts {\n          ...RetentionCountsFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Retention($tenantId: ID) {\n    retention(tenantId: $tenantId) {\n      tenantId\n      days\n      minDays\n      maxDays\n      defaultDays\n      runs {\n        id\n        kind\n        cutoff\n        createdAt\n        finishedAt\n        counts {\n          ...RetentionCountsFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRetention($input: SetRetentionInput!) {\n    setRetention(input: $input) {\n      tenantId\n      days\n    }\n  }\n"): (typeof documents)["\n  mutation SetRetention($input: SetRetentionInput!) {\n    setRetention(input: $input) {\n      tenantId\n      days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataSubject($input: DataSubjectInput!) {\n    dataSubject(input: $input) {\n      kind\n      id\n      name\n      company\n      visits\n      attendances\n      regularVisitor\n    }\n  }\n"): (typeof documents)["\n  query DataSubject($input: DataSubjectInput!) {\n    dataSubject(input: $input) {\n      kind\n      id\n      name\n      company\n      visits\n      attendances\n      regularVisitor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportDataSubject($input: DataSubjectInput!) {\n    exportDataSubject(input: $input) {\n      fileName\n      json\n    }\n  }\n"): (typeof documents)["\n  mutation ExportDataSubject($input: DataSubjectInput!) {\n    exportDataSubject(input: $input) {\n      fileName\n      json\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseDataSubject($input: DataSubjectInput!) {\n    eraseDataSubject(input: $input) {\n      id\n      counts {\n        ...RetentionCountsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EraseDataSubject($input: DataSubjectInput!) {\n    eraseDataSubject(input: $input) {\n      id\n      counts {\n        ...RetentionCountsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles {\n    roles {\n      id\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query Roles {\n    roles {\n      id\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRole($input: RoleInput!) {\n    addRole(input: $input) {\n      id\n      roleName\n    }\n  }\n"): (typeof documents)["\n  mutation AddRole($input: RoleInput!) {\n    addRole(input: $input) {\n      id\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditRole($id: ID!, $input: RoleInput!) {\n    editRole(id: $id, input: $input) {\n      id\n      roleName\n    }\n  }\n"): (typeof documents)["\n  mutation EditRole($id: ID!, $input: RoleInput!) {\n    editRole(id: $id, input: $input) {\n      id\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShiftFields on Shift {\n    id\n    shiftName\n    startTime\n    endTime\n  }\n"): (typeof documents)["\n  fragment ShiftFields on Shift {\n    id\n    shiftName\n    startTime\n    endTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shifts {\n    shifts {\n      ...ShiftFields\n    }\n  }\n"): (typeof documents)["\n  query Shifts {\n    shifts {\n      ...ShiftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddShift($input: ShiftInput!) {\n    addShift(input: $input) {\n      ...ShiftFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddShift($input: ShiftInput!) {\n    addShift(input: $input) {\n      ...ShiftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditShift($id: ID!, $input: ShiftInput!) {\n    editShift(id: $id, input: $input) {\n      ...ShiftFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditShift($id: ID!, $input: ShiftInput!) {\n    editShift(id: $id, input: $input) {\n      ...ShiftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShift($id: ID!) {\n    deleteShift(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteShift($id: ID!) {\n    deleteShift(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDepots($tenantId: ID) {\n    depots(tenantId: $tenantId) {\n      id\n      code\n      text\n      timeZone\n      tenantId\n    }\n  }\n"): (typeof documents)["\n  query StaffDepots($tenantId: ID) {\n    depots(tenantId: $tenantId) {\n      id\n      code\n      text\n      timeZone\n      tenantId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantsShort {\n    tenantsShortList {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TenantsShort {\n    tenantsShortList {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookVisit($input: BookVisitInput!) {\n    bookVisit(input: $input) {\n      id\n      meetingReference\n      firstName\n      lastName\n      dateOfVisit\n    }\n  }\n"): (typeof documents)["\n  mutation BookVisit($input: BookVisitInput!) {\n    bookVisit(input: $input) {\n      id\n      meetingReference\n      firstName\n      lastName\n      dateOfVisit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingReasons($depotId: ID) {\n    visitorReasons(depotId: $depotId)\n  }\n"): (typeof documents)["\n  query BookingReasons($depotId: ID) {\n    visitorReasons(depotId: $depotId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookedVisits($depotId: ID!, $date: String) {\n    bookedVisits(depotId: $depotId, date: $date) {\n      ...VisitFields\n    }\n  }\n"): (typeof documents)["\n  query BookedVisits($depotId: ID!, $date: String) {\n    bookedVisits(depotId: $depotId, date: $date) {\n      ...VisitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelVisit($id: ID!) {\n    cancelVisit(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation CancelVisit($id: ID!) {\n    cancelVisit(id: $id) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ManualCheckout($attendanceId: ID!, $notify: Boolean!) {\n    manualCheckout(attendanceId: $attendanceId, sendNotification: $notify) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation ManualCheckout($attendanceId: ID!, $notify: Boolean!) {\n    manualCheckout(attendanceId: $attendanceId, sendNotification: $notify) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveRowFields on LiveReportRow {\n    attendanceId\n    attendeeName\n    visitType\n    dateofVisit\n    checkIn\n    checkOut\n    actualIn\n    actualOut\n  }\n"): (typeof documents)["\n  fragment LiveRowFields on LiveReportRow {\n    attendanceId\n    attendeeName\n    visitType\n    dateofVisit\n    checkIn\n    checkOut\n    actualIn\n    actualOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveReport($depotId: ID!, $date: String, $visitType: String!) {\n    liveReport(depotId: $depotId, date: $date, visitType: $visitType) {\n      date\n      weekFrom\n      weekTo\n      timeZone\n      message\n      seq\n      rows {\n        ...LiveRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveReport($depotId: ID!, $date: String, $visitType: String!) {\n    liveReport(depotId: $depotId, date: $date, visitType: $visitType) {\n      date\n      weekFrom\n      weekTo\n      timeZone\n      message\n      seq\n      rows {\n        ...LiveRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AttendanceChanged($depotId: ID!) {\n    attendanceChanged(depotId: $depotId) {\n      kind\n      seq\n      depotId\n      attendanceId\n      visitId\n      attendeeName\n      visitType\n      at\n      row {\n        ...LiveRowFields\n      }\n      badge {\n        number\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AttendanceChanged($depotId: ID!) {\n    attendanceChanged(depotId: $depotId) {\n      kind\n      seq\n      depotId\n      attendanceId\n      visitId\n      attendeeName\n      visitType\n      at\n      row {\n        ...LiveRowFields\n      }\n      badge {\n        number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegularVisitorReference {\n    regularVisitorReference\n  }\n"): (typeof documents)["\n  query RegularVisitorReference {\n    regularVisitorReference\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterRegularVisitor($input: RegisterRegularVisitorInput!) {\n    registerRegularVisitor(input: $input) {\n      id\n      meetingReference\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterRegularVisitor($input: RegisterRegularVisitorInput!) {\n    registerRegularVisitor(input: $input) {\n      id\n      meetingReference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegularVisitors($depotId: ID!, $page: Int!, $search: String) {\n    regularVisitors(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        meetingReference\n        name\n        email\n        company\n        signFlag\n        badgeNumFlag\n        enterTemperature\n        emailFlag\n        hostid\n        host {\n          hostname\n          hostemail\n          department\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegularVisitors($depotId: ID!, $page: Int!, $search: String) {\n    regularVisitors(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        meetingReference\n        name\n        email\n        company\n        signFlag\n        badgeNumFlag\n        enterTemperature\n        emailFlag\n        hostid\n        host {\n          hostname\n          hostemail\n          department\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditRegularVisitor($id: ID!, $input: EditRegularVisitorInput!) {\n    editRegularVisitor(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EditRegularVisitor($id: ID!, $input: EditRegularVisitorInput!) {\n    editRegularVisitor(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRegularVisitor($id: ID!) {\n    removeRegularVisitor(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveRegularVisitor($id: ID!) {\n    removeRegularVisitor(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendRegularVisitor($id: ID!) {\n    resendRegularVisitorEmail(id: $id)\n  }\n"): (typeof documents)["\n  mutation ResendRegularVisitor($id: ID!) {\n    resendRegularVisitorEmail(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditRegularHost($hostId: ID!, $input: RegularHostInput!) {\n    editRegularHost(hostId: $hostId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EditRegularHost($hostId: ID!, $input: RegularHostInput!) {\n    editRegularHost(hostId: $hostId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Badges($depotId: ID!) {\n    badges(depotId: $depotId) {\n      id\n      badgeNum\n      inUse\n    }\n    nextBadgeNumber(depotId: $depotId)\n  }\n"): (typeof documents)["\n  query Badges($depotId: ID!) {\n    badges(depotId: $depotId) {\n      id\n      badgeNum\n      inUse\n    }\n    nextBadgeNumber(depotId: $depotId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBadges($input: AddBadgesInput!) {\n    addBadges(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddBadges($input: AddBadgesInput!) {\n    addBadges(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) {\n      kind\n      name\n      company\n      checkedInAt\n    }\n  }\n"): (typeof documents)["\n  query BadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) {\n      kind\n      name\n      company\n      checkedInAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckOutBadgeHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) {\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CheckOutBadgeHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MySummaryFields on MySummary {\n    depotId\n    depotCode\n    timeZone\n    endOfDay\n    endOfWeek\n  }\n"): (typeof documents)["\n  fragment MySummaryFields on MySummary {\n    depotId\n    depotCode\n    timeZone\n    endOfDay\n    endOfWeek\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySummaries {\n    mySummaries {\n      ...MySummaryFields\n    }\n  }\n"): (typeof documents)["\n  query MySummaries {\n    mySummaries {\n      ...MySummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMySummary($input: SetMySummaryInput!) {\n    setMySummary(input: $input) {\n      ...MySummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMySummary($input: SetMySummaryInput!) {\n    setMySummary(input: $input) {\n      ...MySummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tenants($includeArchived: Boolean! = false) {\n    tenants(includeArchived: $includeArchived) {\n      id\n      name\n      dateRegistered\n      numDepots\n      numReps\n      tempMin\n      tempMax\n      archivedAt\n    }\n  }\n"): (typeof documents)["\n  query Tenants($includeArchived: Boolean! = false) {\n    tenants(includeArchived: $includeArchived) {\n      id\n      name\n      dateRegistered\n      numDepots\n      numReps\n      tempMin\n      tempMax\n      archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirstRun {\n    firstRun\n  }\n"): (typeof documents)["\n  query FirstRun {\n    firstRun\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressLines on Address {\n    line1\n    line2\n    county\n    eirCode\n  }\n"): (typeof documents)["\n  fragment AddressLines on Address {\n    line1\n    line2\n    county\n    eirCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantDetails($id: ID!) {\n    tenant(id: $id) {\n      id\n      name\n      dateRegistered\n      numDepots\n      numReps\n      tempMin\n      tempMax\n      archivedAt\n      tenantRep {\n        id\n        name\n        username\n        email\n        role\n        department\n        emailConfirmed\n        disabled\n        depot {\n          id\n          code\n        }\n      }\n      depots {\n        id\n        code\n        tenantId\n        tenantName\n        timeZone\n        text\n        kioskUrl\n        partnerKioskUrl\n        kioskCertificateUrl\n        address {\n          ...AddressLines\n        }\n        managers {\n          id\n          name\n          email\n          department\n          depotId\n          receiveEmailFlag\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TenantDetails($id: ID!) {\n    tenant(id: $id) {\n      id\n      name\n      dateRegistered\n      numDepots\n      numReps\n      tempMin\n      tempMax\n      archivedAt\n      tenantRep {\n        id\n        name\n        username\n        email\n        role\n        department\n        emailConfirmed\n        disabled\n        depot {\n          id\n          code\n        }\n      }\n      depots {\n        id\n        code\n        tenantId\n        tenantName\n        timeZone\n        text\n        kioskUrl\n        partnerKioskUrl\n        kioskCertificateUrl\n        address {\n          ...AddressLines\n        }\n        managers {\n          id\n          name\n          email\n          department\n          depotId\n          receiveEmailFlag\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantRoles($tenantId: ID) {\n    roles(tenantId: $tenantId) {\n      id\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query TenantRoles($tenantId: ID) {\n    roles(tenantId: $tenantId) {\n      id\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTenant($input: CreateTenantInput!) {\n    createTenant(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTenant($input: CreateTenantInput!) {\n    createTenant(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditTenant($id: ID!, $input: EditTenantInput!) {\n    editTenant(id: $id, input: $input) {\n      id\n      name\n      tempMin\n      tempMax\n    }\n  }\n"): (typeof documents)["\n  mutation EditTenant($id: ID!, $input: EditTenantInput!) {\n    editTenant(id: $id, input: $input) {\n      id\n      name\n      tempMin\n      tempMax\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTenant($id: ID!, $confirmName: String!) {\n    removeTenant(id: $id, confirmName: $confirmName)\n  }\n"): (typeof documents)["\n  mutation RemoveTenant($id: ID!, $confirmName: String!) {\n    removeTenant(id: $id, confirmName: $confirmName)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreTenant($id: ID!) {\n    restoreTenant(id: $id) {\n      id\n      archivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreTenant($id: ID!) {\n    restoreTenant(id: $id) {\n      id\n      archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditRepresentative($id: ID!, $input: EditRepresentativeInput!) {\n    editRepresentative(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EditRepresentative($id: ID!, $input: EditRepresentativeInput!) {\n    editRepresentative(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRepresentative($id: ID!) {\n    removeRepresentative(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveRepresentative($id: ID!) {\n    removeRepresentative(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirmation($id: ID!) {\n    resendConfirmationEmail(id: $id)\n  }\n"): (typeof documents)["\n  mutation ResendConfirmation($id: ID!) {\n    resendConfirmationEmail(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {\n    setUserDisabled(id: $id, disabled: $disabled) {\n      id\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendUserPasswordReset($id: ID!) {\n    sendUserPasswordReset(id: $id)\n  }\n"): (typeof documents)["\n  mutation SendUserPasswordReset($id: ID!) {\n    sendUserPasswordReset(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      id\n      username\n      tenantId\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterUser($input: RegisterUserInput!) {\n    registerUser(input: $input) {\n      id\n      username\n      tenantId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDepot($input: AddDepotInput!) {\n    addDepot(input: $input) {\n      id\n      code\n      tenantId\n    }\n  }\n"): (typeof documents)["\n  mutation AddDepot($input: AddDepotInput!) {\n    addDepot(input: $input) {\n      id\n      code\n      tenantId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDepot($id: ID!, $input: DepotInput!) {\n    updateDepot(id: $id, input: $input) {\n      id\n      address {\n        ...AddressLines\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDepot($id: ID!, $input: DepotInput!) {\n    updateDepot(id: $id, input: $input) {\n      id\n      address {\n        ...AddressLines\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddManager($input: AddManagerInput!) {\n    addManager(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddManager($input: AddManagerInput!) {\n    addManager(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditManager($id: ID!, $input: EditManagerInput!) {\n    editManager(id: $id, input: $input) {\n      id\n      name\n      email\n      department\n      receiveEmailFlag\n    }\n  }\n"): (typeof documents)["\n  mutation EditManager($id: ID!, $input: EditManagerInput!) {\n    editManager(id: $id, input: $input) {\n      id\n      name\n      email\n      department\n      receiveEmailFlag\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteManager($id: ID!) {\n    deleteManager(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteManager($id: ID!) {\n    deleteManager(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepotBadges($depotId: ID!) {\n    badges(depotId: $depotId) {\n      id\n      badgeNum\n      inUse\n      holderName\n      holderKind\n    }\n    nextBadgeNumber(depotId: $depotId)\n  }\n"): (typeof documents)["\n  query DepotBadges($depotId: ID!) {\n    badges(depotId: $depotId) {\n      id\n      badgeNum\n      inUse\n      holderName\n      holderKind\n    }\n    nextBadgeNumber(depotId: $depotId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDepotBadges($input: AddBadgesInput!) {\n    addBadges(input: $input) {\n      id\n      badgeNum\n    }\n  }\n"): (typeof documents)["\n  mutation AddDepotBadges($input: AddBadgesInput!) {\n    addBadges(input: $input) {\n      id\n      badgeNum\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepotBadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) {\n      kind\n      name\n      company\n      checkedInAt\n      badgeNumber\n      visitType\n    }\n  }\n"): (typeof documents)["\n  query DepotBadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) {\n      kind\n      name\n      company\n      checkedInAt\n      badgeNumber\n      visitType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DepotCheckOutHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) {\n      name\n      kind\n    }\n  }\n"): (typeof documents)["\n  mutation DepotCheckOutHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) {\n      name\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitFields on BookedVisit {\n    id\n    meetingReference\n    visitType\n    firstName\n    lastName\n    email\n    company\n    hostName\n    hostEmail\n    department\n    dateOfVisit\n    depotId\n    depotCode\n    state\n    hasCheckedIn\n    hasCheckedOut\n    attendanceId\n    checkInTime\n    checkOutTime\n    depotBadgeNum\n    manualCheckout\n    autoCheckout\n  }\n"): (typeof documents)["\n  fragment VisitFields on BookedVisit {\n    id\n    meetingReference\n    visitType\n    firstName\n    lastName\n    email\n    company\n    hostName\n    hostEmail\n    department\n    dateOfVisit\n    depotId\n    depotCode\n    state\n    hasCheckedIn\n    hasCheckedOut\n    attendanceId\n    checkInTime\n    checkOutTime\n    depotBadgeNum\n    manualCheckout\n    autoCheckout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitDetail($id: ID!) {\n    bookedVisit(id: $id) {\n      ...VisitFields\n      bookedBy\n      hasPhoto\n      reasonForVisit\n      printLabel\n      badgeNumFlag\n      signFlag\n      enterTemperature\n    }\n    visitQuestionnaire(visitId: $id) {\n      visitId\n      timeZone\n      message\n    }\n  }\n"): (typeof documents)["\n  query VisitDetail($id: ID!) {\n    bookedVisit(id: $id) {\n      ...VisitFields\n      bookedBy\n      hasPhoto\n      reasonForVisit\n      printLabel\n      badgeNumFlag\n      signFlag\n      enterTemperature\n    }\n    visitQuestionnaire(visitId: $id) {\n      visitId\n      timeZone\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitQuestionnaire($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId\n      attendanceId\n      message\n      visitorName\n      email\n      company\n      visitType\n      hostName\n      depotCode\n      timeZone\n      checkInTime\n      checkOutTime\n      manualCheckout\n      depotBadgeNum\n      carReg\n      reason\n      temperature\n      temperatureFlagged\n      rulesOnDevice\n      answers {\n        key\n        group\n        question\n        answer\n      }\n      hasSignature\n      signatureDataUrl\n      agreementVersionNumber\n      agreementSavedAt\n    }\n  }\n"): (typeof documents)["\n  query VisitQuestionnaire($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId\n      attendanceId\n      message\n      visitorName\n      email\n      company\n      visitType\n      hostName\n      depotCode\n      timeZone\n      checkInTime\n      checkOutTime\n      manualCheckout\n      depotBadgeNum\n      carReg\n      reason\n      temperature\n      temperatureFlagged\n      rulesOnDevice\n      answers {\n        key\n        group\n        question\n        answer\n      }\n      hasSignature\n      signatureDataUrl\n      agreementVersionNumber\n      agreementSavedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitPageFields on VisitPage {\n    total\n    page\n    pageSize\n    pages\n    message\n    items {\n      ...VisitFields\n    }\n  }\n"): (typeof documents)["\n  fragment VisitPageFields on VisitPage {\n    total\n    page\n    pageSize\n    pages\n    message\n    items {\n      ...VisitFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyVisitReport($depotId: ID!, $date: String, $page: Int) {\n    dailyVisitReport(depotId: $depotId, date: $date, page: $page) {\n      ...VisitPageFields\n    }\n  }\n"): (typeof documents)["\n  query DailyVisitReport($depotId: ID!, $date: String, $page: Int) {\n    dailyVisitReport(depotId: $depotId, date: $date, page: $page) {\n      ...VisitPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    dateRangeVisitorsReport(input: $input) {\n      ...VisitPageFields\n    }\n  }\n"): (typeof documents)["\n  query DateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    dateRangeVisitorsReport(input: $input) {\n      ...VisitPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorsSummary($depotId: ID!, $dateFrom: String!, $dateTo: String!) {\n    visitorsSummary(depotId: $depotId, dateFrom: $dateFrom, dateTo: $dateTo) {\n      timeZone\n      days {\n        date\n        planned\n        unplanned\n        regular\n      }\n      hours {\n        hour\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query VisitorsSummary($depotId: ID!, $dateFrom: String!, $dateTo: String!) {\n    visitorsSummary(depotId: $depotId, dateFrom: $dateFrom, dateTo: $dateTo) {\n      timeZone\n      days {\n        date\n        planned\n        unplanned\n        regular\n      }\n      hours {\n        hour\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportDailyVisitReport($depotId: ID!, $date: String) {\n    exportDailyVisitReport(depotId: $depotId, date: $date) {\n      ...ExportJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExportDailyVisitReport($depotId: ID!, $date: String) {\n    exportDailyVisitReport(depotId: $depotId, date: $date) {\n      ...ExportJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportDateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    exportDateRangeVisitorsReport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExportDateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    exportDateRangeVisitorsReport(input: $input) {\n      ...ExportJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditBooking($input: EditBookingInput!) {\n    editBooking(input: $input) {\n      ...VisitFields\n      printLabel\n      badgeNumFlag\n      signFlag\n      enterTemperature\n    }\n  }\n"): (typeof documents)["\n  mutation EditBooking($input: EditBookingInput!) {\n    editBooking(input: $input) {\n      ...VisitFields\n      printLabel\n      badgeNumFlag\n      signFlag\n      enterTemperature\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendBookingQr($id: ID!) {\n    resendBookingQr(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation ResendBookingQr($id: ID!) {\n    resendBookingQr(id: $id) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WatchlistEntryFields on WatchlistEntry {\n    id\n    name\n    email\n    phone\n    company\n    carReg\n    reason\n    action\n    expiresAt\n    expired\n    addedBy\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WatchlistEntryFields on WatchlistEntry {\n    id\n    name\n    email\n    phone\n    company\n    carReg\n    reason\n    action\n    expiresAt\n    expired\n    addedBy\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Watchlist($tenantId: ID, $page: Int, $search: String) {\n    watchlist(tenantId: $tenantId, page: $page, search: $search) {\n      total\n      pages\n      page\n      entries {\n        ...WatchlistEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Watchlist($tenantId: ID, $page: Int, $search: String) {\n    watchlist(tenantId: $tenantId, page: $page, search: $search) {\n      total\n      pages\n      page\n      entries {\n        ...WatchlistEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWatchlistEntry($input: AddWatchlistEntryInput!) {\n    addWatchlistEntry(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AddWatchlistEntry($input: AddWatchlistEntryInput!) {\n    addWatchlistEntry(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWatchlistEntry($input: UpdateWatchlistEntryInput!) {\n    updateWatchlistEntry(input: $input) {\n      ...WatchlistEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWatchlistEntry($input: UpdateWatchlistEntryInput!) {\n    updateWatchlistEntry(input: $input) {\n      ...WatchlistEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWatchlistEntry($id: ID!) {\n    removeWatchlistEntry(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveWatchlistEntry($id: ID!) {\n    removeWatchlistEntry(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchlistMatches($tenantId: ID, $page: Int) {\n    watchlistMatches(tenantId: $tenantId, page: $page) {\n      total\n      pages\n      page\n      matches {\n        id\n        depotCode\n        action\n        matchedFields\n        personName\n        path\n        occurredAt\n        visitId\n      }\n    }\n  }\n"): (typeof documents)["\n  query WatchlistMatches($tenantId: ID, $page: Int) {\n    watchlistMatches(tenantId: $tenantId, page: $page) {\n      total\n      pages\n      page\n      matches {\n        id\n        depotCode\n        action\n        matchedFields\n        personName\n        path\n        occurredAt\n        visitId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchlistCheck($input: WatchlistCheckInput!) {\n    watchlistCheck(input: $input) {\n      matched\n      action\n      matchedFields\n    }\n  }\n"): (typeof documents)["\n  query WatchlistCheck($input: WatchlistCheckInput!) {\n    watchlistCheck(input: $input) {\n      matched\n      action\n      matchedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WatchlistMatched($depotId: ID!) {\n    watchlistMatched(depotId: $depotId) {\n      matchId\n      depotId\n      action\n      personName\n      matchedFields\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription WatchlistMatched($depotId: ID!) {\n    watchlistMatched(depotId: $depotId) {\n      matchId\n      depotId\n      action\n      personName\n      matchedFields\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints($tenantId: ID) {\n    webhookEndpoints(tenantId: $tenantId) {\n      id\n      url\n      description\n      events\n      enabled\n      consecutiveFailures\n      disabledAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints($tenantId: ID) {\n    webhookEndpoints(tenantId: $tenantId) {\n      id\n      url\n      description\n      events\n      enabled\n      consecutiveFailures\n      disabledAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookInput!) {\n    updateWebhookEndpoint(input: $input) {\n      id\n      enabled\n      consecutiveFailures\n      disabledAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookInput!) {\n    updateWebhookEndpoint(input: $input) {\n      id\n      enabled\n      consecutiveFailures\n      disabledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $page: Int, $pageSize: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        eventId\n        type\n        status\n        attempts\n        lastStatusCode\n        createdAt\n        deliveredAt\n        attemptLog {\n          attempt\n          statusCode\n          latencyMs\n          error\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $page: Int, $pageSize: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      items {\n        id\n        eventId\n        type\n        status\n        attempts\n        lastStatusCode\n        createdAt\n        deliveredAt\n        attemptLog {\n          attempt\n          statusCode\n          latencyMs\n          error\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;