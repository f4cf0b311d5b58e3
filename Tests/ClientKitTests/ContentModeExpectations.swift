import Foundation
@testable import ClientKit

/// Where 20×10 content goes in a 60×40 view for each content mode, in view
/// coordinates, worked out by hand from UIKit's definitions of the modes. Shared by
/// the layer (snapshot) and image-view reference tests.
@MainActor
func expectedPlacementOf20x10In60x40(_ mode: UIView.ContentMode) -> CGRect {
    switch mode {
    case .scaleToFill, .redraw: CGRect(x: 0, y: 0, width: 60, height: 40)
    case .scaleAspectFit: CGRect(x: 0, y: 5, width: 60, height: 30)    // ×3
    case .scaleAspectFill: CGRect(x: -10, y: 0, width: 80, height: 40) // ×4, overflows
    case .center: CGRect(x: 20, y: 15, width: 20, height: 10)
    case .top: CGRect(x: 20, y: 0, width: 20, height: 10)
    case .bottom: CGRect(x: 20, y: 30, width: 20, height: 10)
    case .left: CGRect(x: 0, y: 15, width: 20, height: 10)
    case .right: CGRect(x: 40, y: 15, width: 20, height: 10)
    case .topLeft: CGRect(x: 0, y: 0, width: 20, height: 10)
    case .topRight: CGRect(x: 40, y: 0, width: 20, height: 10)
    case .bottomLeft: CGRect(x: 0, y: 30, width: 20, height: 10)
    case .bottomRight: CGRect(x: 40, y: 30, width: 20, height: 10)
    }
}
