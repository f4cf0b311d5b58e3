extension UIControl {
    /// The events a control sends actions for (`UIControl.Event`, same raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (tap count above 1); sent with `touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved while inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved while outside the tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch moved from outside the tracking area to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch moved from inside the tracking area to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked touch lifted inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked touch lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (sliders, switches, segmented controls).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap (sent with `touchUpInside`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended because the user pressed Return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the application's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control can be in, combined (`UIControl.State`, same raw values).
    /// A button looks up its title, colours and images by state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other state: enabled, not selected, not highlighted (the empty set).
        public static let normal = State([])
        /// A touch is down inside the control (``UIControl/isHighlighted``).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (``UIControl/isEnabled`` is `false`).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (``UIControl/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (never set by ClientKit, which has no focus engine).
        public static let focused = State(rawValue: 1 << 3)
        /// States for the application's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How content is placed vertically in a control (`UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        /// Stretched to the control's height.
        case fill = 3
    }

    /// How content is placed horizontally in a control
    /// (`UIControl.ContentHorizontalAlignment`). Strata's layout direction is always
    /// left-to-right, so `.leading` is `.left` and `.trailing` is `.right`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        /// Stretched to the control's width.
        case fill = 3
        case leading = 4
        case trailing = 5
    }
}
