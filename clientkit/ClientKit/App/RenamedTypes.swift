import Foundation

// The names these types had before Swift 4.2, which older UIKit code still uses.
// UIKit's Swift overlay kept them as deprecated aliases for a while; ClientKit does the
// same, so such code builds (with a warning naming the current spelling) instead of
// failing.

@available(*, deprecated, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
@available(*, deprecated, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(*, deprecated, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(*, deprecated, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
@available(*, deprecated, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
@available(*, deprecated, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase
@available(*, deprecated, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
@available(*, deprecated, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
@available(*, deprecated, renamed: "UIWindow.Level")
public typealias UIWindowLevel = UIWindow.Level
@available(*, deprecated, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight
@available(*, deprecated, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key
@available(*, deprecated, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType
@available(*, deprecated, renamed: "UIPress.Phase")
public typealias UIPressPhase = UIPress.Phase
@available(*, deprecated, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle
@available(*, deprecated, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode
