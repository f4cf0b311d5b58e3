internal import LayoutSolver
import Foundation

extension _LayoutEngine {
    /// The linear expression of `attribute` of a view or guide, and the item it is on.
    ///
    /// Margin attributes are the edges of the view's `layoutMarginsGuide`; baselines are
    /// variables of the view's `forFirstBaselineLayout` / `forLastBaselineLayout`. In a
    /// right-to-left `direction`, leading, trailing and centre-x count leftwards
    /// (negated), so `a.leading == b.leading + 20` puts a's right edge 20 points left of
    /// b's, as UIKit does.
    func form(of object: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
              _ direction: UIUserInterfaceLayoutDirection) -> (LinearExpression, _LayoutItem) {
        var object = object
        var attribute = attribute
        if let base = attribute._marginGuideAttribute {
            if let view = object as? UIView { object = view.layoutMarginsGuide }
            attribute = base
        }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            if let view = object as? UIView {
                let (variable, item) = baselineVariable(of: view, first: attribute == .firstBaseline)
                return (LinearExpression(variable), item)
            }
            // A guide has no text: its baselines are its bottom.
            attribute = .bottom
        }
        let item = self.item(for: object)
        let rtl = direction == .rightToLeft
        let expression: LinearExpression
        switch attribute {
        case .left: expression = LinearExpression(item.minX)
        case .right: expression = item.minX + item.width
        case .top: expression = LinearExpression(item.minY)
        case .bottom: expression = item.minY + item.height
        case .width: expression = LinearExpression(item.width)
        case .height: expression = LinearExpression(item.height)
        case .centerX: expression = (item.minX + 0.5 * item.width) * (rtl ? -1 : 1)
        case .centerY: expression = item.minY + 0.5 * item.height
        case .leading: expression = rtl ? -(item.minX + item.width) : LinearExpression(item.minX)
        case .trailing: expression = rtl ? -item.minX : item.minX + item.width
        default: expression = LinearExpression(0)
        }
        return (expression, item)
    }

    /// The variable of a view's first (or last) baseline, made on first use and defined by
    /// the engine (see `syncBaselines(of:)`).
    func baselineVariable(of view: UIView, first: Bool) -> (Variable, _LayoutItem) {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        let item = self.item(for: target)
        if let existing = first ? item.firstBaseline : item.lastBaseline { return (existing, item) }
        let variable = Variable()
        _LayoutEngine.variableCount += 1
        if first { item.firstBaseline = variable } else { item.lastBaseline = variable }
        syncBaselines(of: item)
        return (variable, item)
    }
}
