import Foundation

/// The assistive technologies' state and the notifications an app posts to them (UIKit's
/// `UIAccessibility` namespace).
///
/// Difference from UIKit: no screen reader, switch control or display accommodation runs
/// here, so every status is `false` and the `…StatusDidChange` notifications are never
/// posted. What an app posts with ``post(notification:argument:)`` is kept in
/// ``_postedNotifications`` (the newest 32), where tests can see it; the accessibility tree
/// itself (labels, traits, frames) is what `StrataUITesting` reads.
public enum UIAccessibility {
    /// A notification to assistive technologies (UIKit's `UIAccessibility.Notification`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A large part of the screen changed; the argument is what to focus, or a string.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed; the argument is what to focus, or a string.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to read out; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a description of where.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pause or resume reading of the assistive technology.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// Tells assistive technologies about `notification` (kept in
    /// ``_postedNotifications``; nothing reads it out here).
    @MainActor
    public static func post(notification: Notification, argument: Any?) {
        _postedNotifications.append((notification, argument))
        if _postedNotifications.count > 32 { _postedNotifications.removeFirst() }
    }

    /// The newest notifications posted, oldest first.
    @MainActor public static var _postedNotifications: [(notification: Notification, argument: Any?)] = []

    // MARK: Status (always off here)

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var buttonShapesEnabled: Bool { false }

    // MARK: Status notifications (never posted here)

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    public static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
    /// Posted when an announcement finishes (never here: nothing reads them out).
    public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
}
